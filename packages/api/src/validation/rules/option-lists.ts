import { ChannelType } from '../../enums/channel-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { Limits } from '../../limits.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkString } from './text.js';

const CHANNEL_TYPES: ReadonlySet<unknown> = new Set(Object.values(ChannelType));

/**
 * Checks `channel_types` of a CHANNEL option (collector path at the option): an array of channel types.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/resources/channel#channel-object-channel-types | Channel types}
 */
export function checkChannelTypes(c: ErrorCollector, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    c.add(
      'channel_types',
      FieldErrorCodes.ListType,
      `Expected an array of channel types, got ${jsonType(value)} — e.g. [0, 2]`,
    );
    return;
  }
  for (let i = 0; i < value.length; i++) {
    if (!CHANNEL_TYPES.has(value[i])) {
      c.path.push('channel_types');
      c.add(
        i,
        FieldErrorCodes.Choices,
        `${show(value[i])} is not a channel type — use ChannelType (one of ${[...CHANNEL_TYPES].join(', ')})`,
      );
      c.path.pop();
    }
  }
}

/**
 * Checks `file_types` of an ATTACHMENT option (collector path at the option): at most 10 strings.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export function checkFileTypes(c: ErrorCollector, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    c.add(
      'file_types',
      FieldErrorCodes.ListType,
      `Expected an array of file types, got ${jsonType(value)} — e.g. [".png"]`,
    );
    return;
  }
  if (value.length > Limits.attachmentFileTypes) {
    c.add(
      'file_types',
      FieldErrorCodes.MaxLength,
      `Must be ${Limits.attachmentFileTypes} or fewer in length (got ${value.length}) — keep at most ${Limits.attachmentFileTypes} file types`,
    );
  }
  c.path.push('file_types');
  for (let i = 0; i < value.length; i++) checkString(c, i, value[i]);
  c.path.pop();
}
