import type { APIComponentInActionRow, APIModalInteractionResponseCallbackData } from '@slashkit/api';
import { MessageFlags } from '@slashkit/api';
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

const v2 = (components: unknown[]) =>
  validateMessageComponents(components, { path: [], flags: MessageFlags.IsComponentsV2 });

const inModal = (components: unknown[]) => validateModal({ custom_id: 'modal', title: 'modal', components });

/** Checks one action row of a message (a text input row is checked as a modal's). @internal */
export function assertValidRow(row: { type: 1; components: APIComponentInActionRow[] }): void {
  if (row.components.some((component) => component.type === 4)) {
    const result = inModal([row]);
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
  const result = inModal([{ type: 1, components: [json] }]);
  throwIf(result.success ? [] : result.errors, 4, subjectOf('text input', json));
}

/** Checks a whole modal. @internal */
export function assertValidModal(json: APIModalInteractionResponseCallbackData): void {
  const result = validateModal(json);
  throwIf(result.success ? [] : result.errors, 0, subjectOf('modal', json));
}

/**
 * Checks a top-level component of an IS_COMPONENTS_V2 message (container, section, text display, media
 * gallery, file, separator) as it would sit alone in one. @internal
 */
export function assertValidLayoutComponent(kind: string, json: object): void {
  const result = v2([json]);
  throwIf(result.success ? [] : result.errors, 1, kind);
}

/** Checks a thumbnail, as the accessory of a section. @internal */
export function assertValidThumbnail(json: object): void {
  const result = v2([{ type: 9, components: [{ type: 10, content: 'text' }], accessory: json }]);
  throwIf(result.success ? [] : result.errors, 2, 'thumbnail');
}

/** Checks one item of a media gallery, alone in a gallery. @internal */
export function assertValidGalleryItem(json: object): void {
  const result = v2([{ type: 12, items: [json] }]);
  throwIf(result.success ? [] : result.errors, 3, 'media gallery item');
}

/** Checks a modal input (a file upload, a radio group, a checkbox group, a checkbox) alone in a label. @internal */
export function assertValidLabelledInput(kind: string, json: object): void {
  const result = inModal([{ type: 18, label: 'label', component: json }]);
  throwIf(result.success ? [] : result.errors, 3, subjectOf(kind, json));
}

/** Checks a label and its input, alone in a modal. @internal */
export function assertValidLabel(json: object): void {
  const result = inModal([json]);
  throwIf(result.success ? [] : result.errors, 2, 'label');
}
