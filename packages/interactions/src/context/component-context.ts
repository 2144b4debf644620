import type { APIMessage, APIMessageComponentInteraction, APIRole, ComponentType } from '@slashkit/api';
import type { ResolvedChannel, ResolvedUser } from '@slashkit/builders';
import type { InteractionMessage } from '../respond/interaction-message.js';
import type { ModalInput } from '../respond/modal-input.js';
import type { BaseInteractionContext } from './base-interaction-context.js';
import type { MessageAnswers } from './message-answers.js';

/**
 * Options of `awaitComponent()`. Declared beside {@link ComponentContext}: the filter takes one, and a
 * component context can itself await the next click.
 */
export interface AwaitComponentOptions {
  /** How long to wait for the click, in milliseconds. Default 60 000 (keep it under 15 minutes). */
  timeoutMs?: number;
  /**
   * Which clicks count (e.g. only the user who ran the command); a click that fails it goes to the
   * registered handlers, as if nobody were waiting.
   */
  filter?: (ctx: ComponentContext) => boolean;
}

/**
 * The context of a component handler (a button click or a select menu choice): the custom_id and the
 * params its pattern took from it, the chosen values (and resolved entities), the message that holds the
 * component, and the answers a component may give: `update` (7) or `deferUpdate` (6) to change that
 * message, `reply`/`defer` for a new message, or `showModal` (9).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-message-component-data-structure | Message component data structure}
 */
export interface ComponentContext<Params = Readonly<Record<string, string>>, Values extends string = string>
  extends BaseInteractionContext,
    MessageAnswers {
  readonly interaction: APIMessageComponentInteraction;
  /** The component's custom_id as received. */
  readonly customId: string;
  /**
   * The component's numeric `id` in its message, as the app set it or the service numbered it (the same
   * as in `message.components`); undefined when the service sent none.
   */
  readonly componentId: number | undefined;
  /** BUTTON 2, or the select menu's type (3, 5, 6, 7, 8). */
  readonly componentType: ComponentType;
  /** What the pattern's `{placeholders}` matched, e.g. `{ pollId: '42' }` for `'poll:{pollId}:vote'`. */
  readonly params: Params;
  /** Select menus: the chosen values, in the order chosen (option values, or ids); empty for buttons. */
  readonly values: readonly Values[];
  /** User and mentionable selects: the chosen users, with their members in guilds. */
  readonly users: readonly ResolvedUser[];
  /** Role and mentionable selects: the chosen roles. */
  readonly roles: readonly APIRole[];
  /** Channel selects: the chosen channels. */
  readonly channels: readonly ResolvedChannel[];
  /** The message that holds the component. */
  readonly message: APIMessage;
  /**
   * Edits the message that holds the component, as the initial response (UPDATE_MESSAGE, 7); after a
   * `deferUpdate()` (yours or the automatic one) it edits the message through the webhook instead.
   */
  update(message: InteractionMessage): Promise<void>;
  /**
   * Acknowledges without a loading state (DEFERRED_UPDATE_MESSAGE, 6); edit the message later with
   * `update` or `editReply`. A no-op after the automatic deferral, which is this one for components
   * unless the registration asked otherwise.
   */
  deferUpdate(): Promise<void>;
  /** Opens a modal (9) as the initial response; it cannot follow a deferral. */
  showModal(modal: ModalInput): Promise<void>;
  /**
   * Waits for the next click (or choice) on this component's message, or on a message this click sent;
   * resolves with that click's context (see `MessageReplies.awaitComponent`).
   */
  awaitComponent(options?: AwaitComponentOptions): Promise<ComponentContext>;
}
