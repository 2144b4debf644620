import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { BodyFields } from './body-fields.js';
import { type ErrorCollector, jsonType } from './collector.js';

/**
 * Reads each item of a body's list of objects (channels, prompts, options…): the item's index goes on the
 * path, an item that is no object is a ModelType problem there, and `read` reads the fields of the others.
 * What `read` returns is kept only when the item added no problem, so a list read with problems is never
 * half used.
 */
export function readObjectItems<T>(
  c: ErrorCollector,
  items: readonly unknown[],
  read: (fields: BodyFields) => T | undefined,
): T[] {
  const kept: T[] = [];
  items.forEach((item, index) => {
    c.path.push(index);
    if (!isJsonObject(item))
      c.add(undefined, FieldErrorCodes.ModelType, `Expected an object, got ${jsonType(item)}`);
    else {
      const before = c.errors.length;
      const value = read(new BodyFields(c, item));
      if (c.errors.length === before && value !== undefined) kept.push(value);
    }
    c.path.pop();
  });
  return kept;
}
