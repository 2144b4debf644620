import type { APIModalInteractionResponseCallbackData } from '@slashkit/api';
import type { InferModalFields, ModalTypeInfo } from '@slashkit/builders';
import type { ModalContext } from './context/modal-context.js';
import type { CustomIdParams } from './custom-id-pattern.js';
import { type AutoDeferKind, type ErasedHandlers, eraseHandlers } from './handler-registration.js';

/**
 * What a modal submit handler is registered with: the modal's custom_id (exact or a pattern), or a
 * `ModalBuilder` of @slashkit/builders (its custom_id, and its inputs type `ctx.fields`; required inputs
 * and option values are checked at run time too).
 */
export type ModalDefinition =
  | string
  | {
      readonly '~modal'?: ModalTypeInfo;
      toJSON(options?: { validate?: boolean }): APIModalInteractionResponseCallbackData;
    };

type IdOf<D> = D extends { readonly '~modal'?: ModalTypeInfo<infer Id> } ? Id : string;

/** The context a modal submit handler receives, typed from its definition. */
export type ModalContextOf<D> = D extends string
  ? ModalContext<CustomIdParams<D>>
  : ModalContext<CustomIdParams<IdOf<D>>, InferModalFields<D>>;

/** A modal submit handler: answer with `ctx.reply`, `ctx.defer`, or (opened from a component) `ctx.update`. */
export type ModalHandler<D extends ModalDefinition = ModalDefinition> = (ctx: ModalContextOf<D>) => unknown;

/** A modal submit handler with options. */
export interface ModalHandlers<D extends ModalDefinition = ModalDefinition> {
  /** Answers the submission. */
  run: ModalHandler<D>;
  /**
   * What the automatic deferral sends when the handler is slow: `'reply'` (5, the default), `'ephemeral'`
   * (5, visible to the user only) or `'update'` (6; only when a component opened the modal, else 5).
   */
  autoDefer?: AutoDeferKind;
}

/** A modal submit handler registered with its custom_id; pass it in `createInteractionHandler({ modals })`. */
export interface ModalRegistration<D extends ModalDefinition = ModalDefinition> {
  /** The custom_id, pattern or builder it was registered with. */
  readonly definition: D;
  /** @internal The handler, its context type erased, and its deferral kind. */
  readonly handlers: ErasedHandlers;
}

/**
 * Registers the handler of a modal's submission, typed from its definition: a `ModalBuilder` gives
 * `ctx.fields` keyed by each input's custom_id and typed by its kind (text `string`, or `string | undefined`
 * when optional; a select's values or resolved entities; a file upload's attachments; a radio group's
 * value; a checkbox group's values; a checkbox's boolean); a pattern gives `ctx.params`. Answers of the
 * wrong runtime type are refused, with their path, before the handler runs.
 * @example
 * modal(feedbackModal, (ctx) => ctx.reply({ content: `Thanks! Topic: ${ctx.fields.topic}`, ephemeral: true }));
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export function modal<const D extends ModalDefinition>(
  definition: D,
  handler: ModalHandler<D> | ModalHandlers<D>,
): ModalRegistration<D> {
  return { definition, handlers: eraseHandlers('modal', handler, 'reply') };
}
