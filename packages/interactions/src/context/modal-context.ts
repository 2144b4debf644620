import type { APIMessage, APIModalSubmitInteraction } from '@slashkit/api';
import type { ModalFieldValue } from '@slashkit/builders';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { BaseInteractionContext } from './base-interaction-context.js';
import type { MessageReplies } from './message-replies.js';

/**
 * The context of a modal submit handler: the modal's custom_id and pattern params, the submitted
 * `fields` by custom_id (typed from the `ModalBuilder`, every input kind), and `message` when the modal was opened from a
 * component, in which case `update` (7) and `deferUpdate` (6) change that message. A modal submission
 * cannot open another modal.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure | Modal submit data structure}
 */
export interface ModalContext<
  Params = Readonly<Record<string, string>>,
  Fields = Readonly<Record<string, ModalFieldValue | undefined>>,
> extends BaseInteractionContext,
    MessageReplies {
  readonly interaction: APIModalSubmitInteraction;
  /** The modal's custom_id as received. */
  readonly customId: string;
  /** What the pattern's `{placeholders}` matched. */
  readonly params: Params;
  /**
   * The submitted values by custom_id, by input kind: a text input's string (an optional one left blank is
   * `undefined` when the modal was registered with its builder, `''` otherwise); a string select's or
   * checkbox group's chosen values; a user, role, mentionable or channel select's resolved entities; a
   * file upload's attachments; a radio group's chosen value (`undefined` when none); a checkbox's boolean.
   * Typed per field from a `ModalBuilder`; a modal registered by custom_id gets any `ModalFieldValue`.
   */
  readonly fields: Fields;
  /** The message of the component that opened the modal; undefined when a command opened it. */
  readonly message: APIMessage | undefined;
  /** Edits the message of the component that opened the modal (7); an error when a command opened it. */
  update(message: InteractionMessage): Promise<void>;
  /** Acknowledges without a loading state (6); only when a component opened the modal. */
  deferUpdate(): Promise<void>;
}
