import type { APIModalInteractionResponseCallbackData } from '@slashkit/api';

/** What `showModal` takes: a `ModalBuilder` of @slashkit/builders (anything with `toJSON`), or the JSON. */
export type ModalInput =
  | APIModalInteractionResponseCallbackData
  | { toJSON(options?: { validate?: boolean }): APIModalInteractionResponseCallbackData };

/** The modal's JSON, unvalidated (the responder checks it with the service's rules before sending). */
export const modalData = (modal: ModalInput): APIModalInteractionResponseCallbackData =>
  'toJSON' in modal && typeof modal.toJSON === 'function'
    ? modal.toJSON({ validate: false })
    : (modal as APIModalInteractionResponseCallbackData);
