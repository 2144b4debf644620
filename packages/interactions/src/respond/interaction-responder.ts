import {
  type APIApplicationCommandOptionChoice,
  type APIInteraction,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  InteractionResponseType,
  InteractionType,
  Limits,
} from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';
import { InteractionError } from '../interaction-error.js';
import {
  type Acknowledgement,
  alreadyAcknowledged,
  automaticAnswer,
  type DeferKind,
  deferBody,
  notAcknowledged,
  stripEphemeral,
} from './acknowledgement.js';
import { AnswerState } from './answer-state.js';
import { checkChoices, focusedOptionType } from './check-choices.js';
import { checkInitialResponse, checkMessageBody } from './check-response.js';
import { type ClickWaitOptions, waitForComponent } from './component-collectors.js';
import type { DeferOptions } from './defer-options.js';
import {
  describeFiles,
  type InteractionMessage,
  messageFiles,
  toMessageData,
} from './interaction-message.js';
import type { InteractionRestClient } from './interaction-rest-client.js';
import { leftDeferredWarning, stillRunningWarning } from './left-deferred.js';
import { loadFiles } from './load-files.js';
import { type ModalInput, modalData } from './modal-input.js';
import { resendOvertaken } from './resend-overtaken.js';
import type { RespondFunction } from './respond-function.js';
import type { ResponderSettings } from './responder-settings.js';
import { SentComponents } from './sent-components.js';
import { TokenLifetime } from './token-lifetime.js';

/**
 * One interaction's answer: at most one initial response (checked locally against what the service
 * accepts), the automatic answer at the deadline, and edits and follow-ups through REST afterwards. Where
 * the answer stands is one field, an {@link AnswerState}; the rest is the interaction's clocks (the
 * deadline timer, the token's lifetime) and, once something may wait for a click, what was sent.
 */
export class InteractionResponder {
  readonly #settings: ResponderSettings;
  readonly #interaction: APIInteraction;
  readonly #respond: RespondFunction;
  readonly #applicationId: string;
  readonly #autocomplete: boolean;
  readonly #deferKind: DeferKind;
  /** The token's 15 minutes: `signal` aborts and `race()` lets the handler go when they are over. */
  readonly lifetime: TokenLifetime;
  readonly #state = new AnswerState();
  /** The automatic answer's timer, while it is pending. */
  #deadline: unknown;
  /** After the automatic deferral: the timer of the warning at the service's deadline, while pending. */
  #stillRunning: unknown;
  /** What `awaitComponent()` recognises: created on first use only. */
  #sent: SentComponents | undefined;

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
    this.lifetime = new TokenLifetime(settings.tokenTimers, interaction);
  }

  /** Whether an initial response has been sent. */
  get acknowledged(): boolean {
    return this.#state.acknowledged;
  }

  /** Whether the initial response was a deferral. */
  get deferred(): boolean {
    return this.#state.deferred;
  }

  /** Whether the initial response was a deferred update (6): later answers edit the component's message. */
  get deferredUpdate(): boolean {
    return this.#state.deferredUpdate;
  }

  /** Whether this is an autocomplete interaction, whose only answer is a list of suggestions. */
  get autocomplete(): boolean {
    return this.#autocomplete;
  }

  /** Resolves once an initial response has left (used for clicks handed to `awaitComponent()`). */
  whenAcknowledged(): Promise<void> {
    return this.#state.whenSent();
  }

  /** Starts the interaction's clocks: the token's lifetime, and the deadline of the automatic answer. */
  start(): void {
    const { autoDeferMs, timers } = this.#settings;
    this.lifetime.start();
    if (autoDeferMs === false) return;
    this.#deadline = timers.setTimeout(() => {
      this.#deadline = undefined;
      if (this.#state.acknowledged) return;
      const { ack, body } = automaticAnswer(this.#autocomplete, this.#deferKind);
      this.#send(ack, body).catch((error: unknown) => this.#settings.report(error, this.#interaction));
      if (!this.#autocomplete) this.#watchDeadline(autoDeferMs);
    }, autoDeferMs);
  }

  /**
   * After the automatic deferral: at the service's deadline (3 s after the interaction arrived), a handler
   * still running with nothing started to replace the deferral is logged with its command and how long it
   * has run, rather than left silent until the token expires.
   */
  #watchDeadline(autoDeferMs: number): void {
    const { stillRunningTimers, warn } = this.#settings;
    this.#stillRunning = stillRunningTimers.setTimeout(
      () => {
        this.#stillRunning = undefined;
        if (this.#state.handled) return;
        warn(stillRunningWarning(this.#interaction, autoDeferMs, this.#state.deferredUpdate));
      },
      Math.max(0, Limits.interactionResponseDeadlineMs - autoDeferMs),
    );
  }

  /** Stops the deadline clock. */
  #stop(): void {
    if (this.#deadline === undefined) return;
    this.#settings.timers.clearTimeout(this.#deadline);
    this.#deadline = undefined;
  }

  /** Ends the interaction's clocks (the handler is done). */
  finish(): void {
    this.#stop();
    if (this.#stillRunning !== undefined) {
      this.#settings.stillRunningTimers.clearTimeout(this.#stillRunning);
      this.#stillRunning = undefined;
    }
    this.lifetime.end();
  }

  /** Declares that code outside the handler answers this interaction (a click handed to `awaitComponent()`). */
  answersLater(): void {
    this.#state.handle();
  }

  /**
   * Called when the handler returned (not threw): warns, once, when it leaves a loading state ("thinking…",
   * a deferral of type 5) that no edit or follow-up replaced. A deferred update (6) is left alone: it acks
   * without a loading state, so the user sees the message as it was, and a
   * click that only records something is a finished answer.
   */
  warnIfLeftDeferred(): void {
    if (!this.#state.leftLoading) return;
    this.#settings.warn(leftDeferredWarning(this.#interaction, this.#state.initial === 'auto-defer'));
  }

  // Not async: the initial response goes out in the caller's turn, and the caller awaits it having left.
  #send(ack: Acknowledgement, body: APIInteractionResponse, files?: readonly MessageFile[]): Promise<void> {
    // Claimed before anything else, so two racing calls cannot both become the initial response.
    this.#state.claim(ack);
    this.#stop();
    if (
      (body.type === InteractionResponseType.ChannelMessageWithSource ||
        body.type === InteractionResponseType.UpdateMessage) &&
      body.data?.components
    )
      this.#remember(undefined, body.data);
    let sending: Promise<void>;
    try {
      sending = Promise.resolve(files === undefined ? this.#respond(body) : this.#respond(body, files));
    } catch (error) {
      sending = Promise.reject(error);
    }
    this.#state.leave(sending);
    return sending;
  }

  #acknowledge(
    method: Acknowledgement,
    body: APIInteractionResponse,
    files?: readonly MessageFile[],
  ): Promise<void> {
    if (this.#state.acknowledged)
      return Promise.reject(alreadyAcknowledged(method, this.#state.initial, this.#settings.autoDeferMs));
    try {
      checkInitialResponse(method, this.#interaction, body);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#send(method, body, files);
  }

  /**
   * A message's files, checked and loaded before any answer is chosen or claimed (`loadFiles`): a file over
   * the interaction's limit rejects the call and leaves the interaction unanswered.
   */
  #load(message: InteractionMessage, method: string): Promise<MessageFile[] | undefined> | undefined {
    const files = messageFiles(message);
    if (files === undefined) return undefined;
    return loadFiles(files, this.#interaction.attachment_size_limit, method);
  }

  /** The last argument of a REST message call: the files and the limit, or nothing without files. */
  #fileOptions(files: readonly MessageFile[] | undefined) {
    return files === undefined
      ? undefined
      : { files, attachmentSizeLimit: this.#interaction.attachment_size_limit };
  }

  /** Starts an edit, follow-up or deletion: after the initial response, which the service must have first. */
  #answer(method: string): void {
    if (!this.#state.acknowledged) throw notAcknowledged(method);
    this.#state.handle();
  }

  /** The REST client, once the initial response has left (a follow-up must never overtake it). */
  async #rest(): Promise<InteractionRestClient> {
    await this.#state.left;
    return this.#settings.rest();
  }

  /** Records what a later `awaitComponent()` must recognise (only once something may wait). */
  #remember(messageId: string | undefined, data: APIInteractionResponseMessageData | undefined): void {
    this.#sent ??= new SentComponents();
    this.#sent.remember(messageId, data);
  }

  /** See `MessageAnswers.reply`. */
  async reply(message: InteractionMessage): Promise<void> {
    // Files first: reading them may take a while, and what the reply becomes is decided after. Without
    // files there is nothing to wait for, and the reply leaves in this turn.
    const loading = this.#load(message, 'reply');
    const files = loading === undefined ? undefined : await loading;
    if (this.#state.deferredUpdate) {
      await this.#followUp(message, files);
      return;
    }
    if (this.#state.deferred) {
      await this.#editReply(message, files);
      return;
    }
    await this.#acknowledge(
      'reply',
      {
        type: InteractionResponseType.ChannelMessageWithSource,
        data: describeFiles(toMessageData(message), files),
      },
      files,
    );
  }

  /** See `MessageAnswers.defer`. */
  async defer(options: DeferOptions = {}): Promise<void> {
    // Recorded first: after the automatic deferral this call is a no-op, but the promise still holds.
    if (options.background === true) this.#state.handle();
    if (this.#state.initial === 'auto-defer') return;
    await this.#acknowledge('defer', deferBody(options.ephemeral === true ? 'ephemeral' : 'reply'));
  }

  /** See `ComponentContext.update`. */
  async update(message: InteractionMessage): Promise<void> {
    const loading = this.#load(message, 'update');
    const files = loading === undefined ? undefined : await loading;
    if (this.#state.deferredUpdate) {
      await this.#editReply(message, files);
      return;
    }
    await this.#acknowledge(
      'update',
      { type: InteractionResponseType.UpdateMessage, data: toMessageData(message) },
      files,
    );
  }

  /** See `ComponentContext.deferUpdate`. */
  async deferUpdate(): Promise<void> {
    if (this.#state.initial === 'auto-deferUpdate') return;
    if (this.#state.acknowledged)
      throw alreadyAcknowledged('deferUpdate', this.#state.initial, this.#settings.autoDeferMs);
    await this.#acknowledge('deferUpdate', { type: InteractionResponseType.DeferredMessageUpdate });
  }

  /** See `ComponentContext.showModal`. */
  async showModal(modal: ModalInput): Promise<void> {
    if (this.#interaction.type === InteractionType.ModalSubmit)
      throw new InteractionError(
        'INVALID_RESPONSE',
        'showModal(): a modal submission cannot open another modal; reply, or update the message, and offer a button that opens the next modal.',
      );
    await this.#acknowledge('showModal', { type: InteractionResponseType.Modal, data: modalData(modal) });
  }

  /** See `MessageAnswers.editReply`. */
  async editReply(message: InteractionMessage): Promise<APIMessage> {
    this.#answer('editReply');
    return this.#editReply(message, await this.#load(message, 'editReply'));
  }

  async #editReply(
    message: InteractionMessage,
    files: readonly MessageFile[] | undefined,
  ): Promise<APIMessage> {
    this.#answer('editReply');
    const data = stripEphemeral(toMessageData(message));
    checkMessageBody('editReply', data, 'edit');
    const rest = await this.#rest();
    const options = this.#fileOptions(files);
    const token = this.#interaction.token;
    const edited = await resendOvertaken(
      () =>
        options === undefined
          ? rest.interactions.editOriginalInteractionResponse(this.#applicationId, token, data)
          : rest.interactions.editOriginalInteractionResponse(this.#applicationId, token, data, options),
      this.#settings.timers,
    );
    if (this.#sent || data.components) this.#remember(edited?.id, data);
    return edited;
  }

  /** See `MessageAnswers.followUp`. */
  async followUp(message: InteractionMessage): Promise<APIMessage> {
    this.#answer('followUp');
    return this.#followUp(message, await this.#load(message, 'followUp'));
  }

  async #followUp(
    message: InteractionMessage,
    files: readonly MessageFile[] | undefined,
  ): Promise<APIMessage> {
    this.#answer('followUp');
    const data = describeFiles(toMessageData(message), files);
    checkMessageBody('followUp', data, 'create');
    const rest = await this.#rest();
    const options = this.#fileOptions(files);
    const token = this.#interaction.token;
    const sent = await resendOvertaken(
      () =>
        options === undefined
          ? rest.interactions.createFollowupMessage(this.#applicationId, token, data)
          : rest.interactions.createFollowupMessage(this.#applicationId, token, data, options),
      this.#settings.timers,
    );
    if (this.#sent || data.components) this.#remember(sent?.id, data);
    return sent;
  }

  /** See `MessageAnswers.deleteReply`. */
  async deleteReply(): Promise<void> {
    this.#answer('deleteReply');
    const rest = await this.#rest();
    await resendOvertaken(
      () => rest.interactions.deleteOriginalInteractionResponse(this.#applicationId, this.#interaction.token),
      this.#settings.timers,
    );
  }

  /** See `AutocompleteContext.respond`. */
  async respond(choices: readonly APIApplicationCommandOptionChoice[]): Promise<void> {
    checkChoices(choices, focusedOptionType(this.#interaction));
    await this.#acknowledge('respond', {
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: [...choices] },
    });
  }

  /** See `EntryPointContext.launchActivity`. */
  async launchActivity(): Promise<void> {
    await this.#acknowledge('launchActivity', { type: InteractionResponseType.LaunchActivity });
  }

  /** See `MessageReplies.awaitComponent`. */
  awaitComponent<Click>(options: ClickWaitOptions<Click> = {}): Promise<Click> {
    this.#sent ??= new SentComponents();
    // An update (7, 6) changed the component's own message: clicks on it are this flow's too.
    if (this.#state.updatedMessage) this.#sent.remember(this.#interaction.message?.id, undefined);
    return waitForComponent(this.#settings, this.#interaction, this.#sent, options);
  }
}
