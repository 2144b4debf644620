import {
  type APIApplicationCommandOptionChoice,
  type APIInteraction,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  type Timers,
} from '@slashkit/api';
import type { ComponentContext } from '../context/component-context.js';
import type { AwaitComponentOptions, DeferOptions } from '../context/message-replies.js';
import { InteractionError } from '../interaction-error.js';
import {
  type Acknowledgement,
  alreadyAcknowledged,
  type DeferKind,
  deferBody,
  notAcknowledged,
  stripEphemeral,
} from './acknowledgement.js';
import { checkChoices, focusedOptionType } from './check-choices.js';
import { checkInitialResponse, checkMessageBody } from './check-response.js';
import { type ComponentCollectors, waitForComponent } from './component-collectors.js';
import { type InteractionMessage, toMessageData } from './interaction-message.js';
import type { InteractionRestClient } from './interaction-rest-client.js';
import { interactionLabel, leftDeferredWarning } from './left-deferred.js';
import { type ModalInput, modalData } from './modal-input.js';
import { resendOvertaken } from './resend-overtaken.js';
import { SentComponents } from './sent-components.js';
import { TokenLifetime } from './token-lifetime.js';

/**
 * How the first response leaves: inline as the HTTP answer, or posted to the callback endpoint. The promise
 * settles once it has left; edits and follow-ups wait for that.
 */
export type RespondFunction = (body: APIInteractionResponse) => void | Promise<void>;

/** What the responder needs from the handler: the same for every interaction, so built once. */
export interface ResponderSettings {
  rest: () => Promise<InteractionRestClient>;
  autoDeferMs: number | false;
  timers: Timers;
  /** The timers of the token's lifetime (15 minutes), after which `signal` aborts. */
  tokenTimers: Timers;
  /** Reports failures that happen outside any handler call (the automatic deferral's delivery). */
  report: (error: unknown, interaction: APIInteraction) => void;
  /** The pending `awaitComponent()` calls. */
  collectors: ComponentCollectors;
  /** Where the warning of a handler that left its interaction deferred goes (the handler's logger). */
  warn: (line: string) => void;
}

export type { DeferKind } from './acknowledgement.js';

/**
 * The state of one interaction's answer: at most one initial response (checked locally against what the
 * service accepts), the automatic deferral before the deadline, and edits and follow-ups through REST
 * afterwards.
 */
export class InteractionResponder {
  readonly #settings: ResponderSettings;
  readonly #interaction: APIInteraction;
  readonly #respond: RespondFunction;
  readonly #applicationId: string;
  readonly #autocomplete: boolean;
  readonly #deferKind: DeferKind;
  #ack: Acknowledgement | undefined;
  /** Whether the deferral (yours or the automatic one) was a deferred update (6). */
  #deferredUpdate = false;
  /** Settles once the initial response has left; edits and follow-ups wait for it. */
  #initial: Promise<unknown> = Promise.resolve();
  #timer: unknown;
  #onAcknowledged: (() => void) | undefined;
  /** What `awaitComponent()` recognises: created on first use only. */
  #sent: SentComponents | undefined;
  readonly #lifetime: TokenLifetime;
  /** Whether an edit, follow-up or deletion was started: a deferral's loading state is then taken care of. */
  #answered = false;
  /** Whether code other than the handler will answer (`defer({ background: true })`, a collected click). */
  #answersLater = false;

  // Positional arguments and shared settings: one responder per interaction, and no options object each.
  constructor(
    settings: ResponderSettings,
    interaction: APIInteraction,
    respond: RespondFunction,
    applicationId: string,
    autocomplete: boolean,
    deferKind: DeferKind,
  ) {
    this.#settings = settings;
    this.#interaction = interaction;
    this.#respond = respond;
    this.#applicationId = applicationId;
    this.#autocomplete = autocomplete;
    // A deferred update needs a message to update: a modal opened by a command has none.
    this.#deferKind = deferKind === 'update' && interaction.message === undefined ? 'reply' : deferKind;
    this.#lifetime = new TokenLifetime(settings.tokenTimers, interactionLabel(interaction));
  }

  /** Whether an initial response has been sent. */
  get acknowledged(): boolean {
    return this.#ack !== undefined;
  }

  /** Whether the initial response was a deferral. */
  get deferred(): boolean {
    return this.#ack === 'defer' || this.#ack === 'auto-defer' || this.#ack === 'deferUpdate';
  }

  /** Resolves once an initial response has left (used for clicks handed to `awaitComponent()`). */
  whenAcknowledged(): Promise<void> {
    if (this.#ack !== undefined) return this.#initial.then(() => undefined);
    return new Promise((resolve) => {
      this.#onAcknowledged = resolve;
    });
  }

  /** Aborts when the interaction token expires: nothing can be sent for the interaction after that. */
  get signal(): AbortSignal {
    return this.#lifetime.signal;
  }

  /** Rejects with `TOKEN_EXPIRED` once the token has expired; the dispatcher stops waiting then. */
  expiry(): Promise<never> {
    return this.#lifetime.expiry();
  }

  /** Ends the interaction's clocks (the handler is done). */
  finish(): void {
    this.stop();
    this.#lifetime.end();
  }

  /** Starts the deadline clock: when it fires with nothing sent, defer (or send no suggestions). */
  start(): void {
    const { autoDeferMs, timers } = this.#settings;
    this.#lifetime.start();
    if (autoDeferMs === false) return;
    this.#timer = timers.setTimeout(() => {
      this.#timer = undefined;
      if (this.#ack !== undefined) return;
      const send = this.#autocomplete
        ? this.#send('auto-respond', {
            type: InteractionResponseType.ApplicationCommandAutocompleteResult,
            data: { choices: [] },
          })
        : this.#send('auto-defer', this.#deferBody(this.#deferKind));
      send.catch((error: unknown) => this.#settings.report(error, this.#interaction));
    }, autoDeferMs);
  }

  /** Declares that code outside the handler answers this interaction (a click handed to `awaitComponent()`). */
  answersLater(): void {
    this.#answersLater = true;
  }

  /**
   * Called when the handler returned (not threw): warns, once, when it leaves a loading state ("thinking…",
   * a deferral of type 5) that no edit or follow-up replaced. A deferred update (6) is left alone: it acks
   * without a loading state (service-facts "Interactions"), so the user sees the message as it was, and a
   * click that only records something is a finished answer.
   */
  warnIfLeftDeferred(): void {
    if (this.#answered || this.#answersLater || this.#deferredUpdate) return;
    if (this.#ack !== 'defer' && this.#ack !== 'auto-defer') return;
    this.#settings.warn(leftDeferredWarning(this.#interaction, this.#ack === 'auto-defer'));
  }

  /** Stops the deadline clock. */
  stop(): void {
    if (this.#timer === undefined) return;
    this.#settings.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #deferBody(kind: DeferKind): APIInteractionResponse {
    if (kind === 'update') this.#deferredUpdate = true;
    return deferBody(kind);
  }

  #alreadyAcknowledged(method: string): InteractionError {
    return alreadyAcknowledged(method, this.#ack, this.#settings.autoDeferMs);
  }

  async #send(ack: Acknowledgement, body: APIInteractionResponse): Promise<void> {
    // Claimed before any await, so two racing calls cannot both become the initial response.
    this.#ack = ack;
    this.stop();
    if (
      (body.type === InteractionResponseType.ChannelMessageWithSource ||
        body.type === InteractionResponseType.UpdateMessage) &&
      body.data?.components
    )
      this.#remember(undefined, body.data);
    const sending = Promise.resolve(this.#respond(body));
    this.#initial = sending.catch(() => undefined);
    const notify = this.#onAcknowledged;
    if (notify) {
      this.#onAcknowledged = undefined;
      this.#initial.then(notify);
    }
    await sending;
  }

  #acknowledge(method: Acknowledgement, body: APIInteractionResponse): Promise<void> {
    if (this.#ack !== undefined) return Promise.reject(this.#alreadyAcknowledged(method));
    try {
      checkInitialResponse(method, this.#interaction, body);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#send(method, body);
  }

  #requireAcknowledged(method: string): void {
    if (this.#ack === undefined) throw notAcknowledged(method);
  }

  /** The REST client, once the initial response has left (a follow-up must never overtake it). */
  async #rest(): Promise<InteractionRestClient> {
    await this.#initial;
    return this.#settings.rest();
  }

  /** Records what a later `awaitComponent()` must recognise (only once something may wait). */
  #remember(messageId: string | undefined, data: APIInteractionResponseMessageData | undefined): void {
    this.#sent ??= new SentComponents();
    this.#sent.remember(messageId, data);
  }

  /** See {@link MessageReplies.reply}. */
  async reply(message: InteractionMessage): Promise<void> {
    if (this.#ack === 'deferUpdate' || (this.#ack === 'auto-defer' && this.#deferredUpdate)) {
      await this.followUp(message);
      return;
    }
    if (this.deferred) {
      await this.editReply(message);
      return;
    }
    await this.#acknowledge('reply', {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: toMessageData(message),
    });
  }

  /** See {@link MessageReplies.defer}. */
  async defer(options: DeferOptions = {}): Promise<void> {
    // Recorded first: after the automatic deferral this call is a no-op, but the promise still holds.
    if (options.background === true) this.#answersLater = true;
    if (this.#ack === 'auto-defer' && !this.#deferredUpdate) return;
    await this.#acknowledge('defer', this.#deferBody(options.ephemeral === true ? 'ephemeral' : 'reply'));
  }

  /** See {@link ComponentContext.update}. */
  async update(message: InteractionMessage): Promise<void> {
    if (this.#ack === 'deferUpdate' || (this.#ack === 'auto-defer' && this.#deferredUpdate)) {
      await this.editReply(message);
      return;
    }
    await this.#acknowledge('update', {
      type: InteractionResponseType.UpdateMessage,
      data: toMessageData(message),
    });
  }

  /** See {@link ComponentContext.deferUpdate}. */
  async deferUpdate(): Promise<void> {
    if (this.#ack === 'auto-defer' && this.#deferredUpdate) return;
    if (this.#ack !== undefined) throw this.#alreadyAcknowledged('deferUpdate');
    const sending = this.#acknowledge('deferUpdate', { type: InteractionResponseType.DeferredMessageUpdate });
    if (this.#ack === 'deferUpdate') this.#deferredUpdate = true;
    await sending;
  }

  /** See {@link ComponentContext.showModal}. */
  async showModal(modal: ModalInput): Promise<void> {
    if (this.#interaction.type === InteractionType.ModalSubmit)
      throw new InteractionError(
        'INVALID_RESPONSE',
        'showModal(): a modal submission cannot open another modal; reply, or update the message, and offer a button that opens the next modal.',
      );
    await this.#acknowledge('showModal', { type: InteractionResponseType.Modal, data: modalData(modal) });
  }

  /** See {@link MessageReplies.editReply}. */
  async editReply(message: InteractionMessage): Promise<APIMessage> {
    this.#requireAcknowledged('editReply');
    this.#answered = true;
    const data = stripEphemeral(toMessageData(message));
    checkMessageBody('editReply', data, 'edit');
    const rest = await this.#rest();
    const edited = await resendOvertaken(
      () => rest.editOriginalInteractionResponse(this.#applicationId, this.#interaction.token, data),
      this.#settings.timers,
    );
    if (this.#sent || data.components) this.#remember(edited?.id, data);
    return edited;
  }

  /** See {@link MessageReplies.followUp}. */
  async followUp(message: InteractionMessage): Promise<APIMessage> {
    this.#requireAcknowledged('followUp');
    this.#answered = true;
    const data = toMessageData(message);
    checkMessageBody('followUp', data, 'create');
    const rest = await this.#rest();
    const sent = await resendOvertaken(
      () => rest.createFollowupMessage(this.#applicationId, this.#interaction.token, data),
      this.#settings.timers,
    );
    if (this.#sent || data.components) this.#remember(sent?.id, data);
    return sent;
  }

  /** See {@link MessageReplies.deleteReply}. */
  async deleteReply(): Promise<void> {
    this.#requireAcknowledged('deleteReply');
    this.#answered = true;
    const rest = await this.#rest();
    await resendOvertaken(
      () => rest.deleteOriginalInteractionResponse(this.#applicationId, this.#interaction.token),
      this.#settings.timers,
    );
  }

  /** See {@link AutocompleteContext.respond}. */
  async respond(choices: readonly APIApplicationCommandOptionChoice[]): Promise<void> {
    checkChoices(choices, focusedOptionType(this.#interaction));
    await this.#acknowledge('respond', {
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: [...choices] },
    });
  }

  /** See {@link EntryPointContext.launchActivity}. */
  async launchActivity(): Promise<void> {
    await this.#acknowledge('launchActivity', { type: InteractionResponseType.LaunchActivity });
  }

  /** See {@link MessageReplies.awaitComponent}. */
  awaitComponent(options: AwaitComponentOptions = {}): Promise<ComponentContext> {
    const { collectors, timers } = this.#settings;
    this.#sent ??= new SentComponents();
    // An update (7, 6) changed the component's own message: clicks on it are this flow's too.
    if (
      this.#ack === 'update' ||
      this.#ack === 'deferUpdate' ||
      (this.#ack === 'auto-defer' && this.#deferredUpdate)
    ) {
      const id = this.#interaction.message?.id;
      if (id !== undefined) this.#sent.messageIds.add(id);
    }
    return waitForComponent(collectors, timers, {
      origin: this.#interaction.id,
      messageIds: this.#sent.messageIds,
      customIds: this.#sent.customIds,
      channelId: this.#interaction.channel_id ?? this.#interaction.channel?.id,
      options,
    });
  }

  /**
   * Tells the user something went wrong, whatever was sent before: the initial reply if nothing was, an
   * edit of a deferral, or an ephemeral follow-up after a reply or an update. Autocomplete gets an empty
   * list.
   */
  async sendError(message: InteractionMessage): Promise<void> {
    if (this.#lifetime.expired) return; // the service would refuse anything sent with an expired token
    if (this.#autocomplete) {
      if (this.#ack === undefined) await this.respond([]);
      return;
    }
    const data = toMessageData(message);
    if (this.#ack === undefined) {
      await this.#acknowledge('reply', {
        type: InteractionResponseType.ChannelMessageWithSource,
        data: { ...data, flags: (data.flags ?? 0) | MessageFlags.Ephemeral },
      });
    } else if (this.deferred && !this.#deferredUpdate) {
      await this.editReply(data);
    } else {
      await this.followUp({ ...data, ephemeral: true });
    }
  }
}
