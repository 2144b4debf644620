import type { APIComponentInActionRow, APIModalInteractionResponseCallbackData } from '@slashkit/api';
import { type FieldError, validateMessageComponents, validateModal } from '@slashkit/api/validation';
import { ComponentValidationError } from './component-validation-error.js';

// The validation seam of the component builders: each builder's JSON is checked by the rules of
// `@slashkit/api/validation` (the same ones the emulator applies), placed where the service would see it,
// and the paths are given back relative to the builder's own JSON.

const subjectOf = (kind: string, json: object): string => {
  const id = (json as { custom_id?: unknown }).custom_id;
  return typeof id === 'string' ? `${kind} ${JSON.stringify(id)}` : kind;
};

const throwIf = (errors: FieldError[], depth: number, subject: string): void => {
  if (errors.length === 0) return;
  throw new ComponentValidationError(
    errors.map((error) => ({ ...error, path: error.path.slice(depth) })),
    subject,
  );
};

/** Checks one action row of a message (a text input row is checked as a modal's). @internal */
export function assertValidRow(row: { type: 1; components: APIComponentInActionRow[] }): void {
  if (row.components.some((component) => component.type === 4)) {
    const result = validateModal({ custom_id: 'row', title: 'row', components: [row] });
    throwIf(result.success ? [] : result.errors, 2, 'action row');
    return;
  }
  const result = validateMessageComponents([row], { path: [] });
  throwIf(result.success ? [] : result.errors, 1, 'action row');
}

/** Checks one button or select menu, as it would sit alone in a message's action row. @internal */
export function assertValidMessageComponent(kind: string, json: APIComponentInActionRow): void {
  const result = validateMessageComponents([{ type: 1, components: [json] }], { path: [] });
  throwIf(result.success ? [] : result.errors, 3, subjectOf(kind, json));
}

/** Checks one text input, as it would sit alone in a modal's action row. @internal */
export function assertValidTextInput(json: APIComponentInActionRow): void {
  const result = validateModal({
    custom_id: 'modal',
    title: 'modal',
    components: [{ type: 1, components: [json] }],
  });
  throwIf(result.success ? [] : result.errors, 4, subjectOf('text input', json));
}

/** Checks a whole modal. @internal */
export function assertValidModal(json: APIModalInteractionResponseCallbackData): void {
  const result = validateModal(json);
  throwIf(result.success ? [] : result.errors, 0, subjectOf('modal', json));
}
