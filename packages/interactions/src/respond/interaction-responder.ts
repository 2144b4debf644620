import {
  type APIApplicationCommandOptionChoice,
  type APIInteraction,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  InteractionResponseType,
  Limits,
  MessageFlags,
  type Timers,
} from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';
import { type InteractionMessage, toMessageData } from './interaction-message.js';
import type { InteractionRestClient } from './interaction-rest-client.js';
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
}

type Acknowledgement = 'reply' | 'defer' | 'auto-defer' | 'respond' | 'auto-respond' | 'launchActivity';

const stripEphemeral = (data: APIInteractionResponseMessageData): APIInteractionResponseMessageData => {
  // Visibility is fixed by the initial response; an edit that asks for EPHEMERAL cannot change it.
  if (data.flags === undefined || (data.flags & MessageFlags.Ephemeral) === 0) return data;
  return { ...data, flags: data.flags & ~MessageFlags.Ephemeral };
};

/** Checks suggestions the way the service would, so a bad list fails in the handler with a clear message. */
const checkChoices = (choices: readonly APIApplicationCommandOptionChoice[]): void => {
  if (!Array.isArray(choices))
    throw new InteractionError(
      'INVALID_RESPONSE',
      'respond(): expected an array of { name, value } choices.',
    );
  const issues: string[] = [];
  if (choices.length > Limits.autocompleteChoices)
    issues.push(
      `${choices.length} choices given; at most ${Limits.autocompleteChoices} are allowed (use choices.slice(0, ${Limits.autocompleteChoices}))`,
    );
  choices.forEach((choice, i) => {
    const name = choice?.name;
    if (
      typeof name !== 'string' ||
      name.length < Limits.choiceNameMinLength ||
      name.length > Limits.choiceNameMaxLength
    )
      issues.push(
        `choices[${i}].name: must be a string of ${Limits.choiceNameMinLength}-${Limits.choiceNameMaxLength} characters`,
      );
    const value = choice?.value;
    if (
      typeof value === 'string'
        ? value.length > Limits.choiceStringValueMaxLength
        : typeof value !== 'number' || !Number.isFinite(value)
    )
      issues.push(
        `choices[${i}].value: must be a string of at most ${Limits.choiceStringValueMaxLength} characters or a finite number`,
      );
  });
  if (issues.length)
    throw new InteractionError('INVALID_RESPONSE', `respond(): ${issues.join('; ')}.`, { issues });
};

/**
 * The state of one interaction's answer: at most one initial response, the automatic deferral before the
 * deadline, and edits and follow-ups through REST afterwards.
 */
export class InteractionResponder {
  readonly #settings: ResponderSettings;
  readonly #interaction: APIInteraction;
  readonly #respond: RespondFunction;
  readonly #applicationId: string;
  readonly #autocomplete: boolean;
  readonly #deferEphemeral: boolean;
  #ack: Acknowledgement | undefined;
  /** Settles once the initial response has left; edits and follow-ups wait for it. */
  #initial: Promise<unknown> = Promise.resolve();
  #timer: unknown;
  readonly #lifetime: TokenLifetime;

  // Positional arguments and shared settings: one responder per interaction, and no options object each.
  constructor(
    settings: ResponderSettings,
    interaction: APIInteraction,
    respond: RespondFunction,
    applicationId: string,
    autocomplete: boolean,
    deferEphemeral: boolean,
  ) {
    this.#settings = settings;
    this.#interaction = interaction;
    this.#respond = respond;
    this.#applicationId = applicationId;
    this.#autocomplete = autocomplete;
    this.#deferEphemeral = deferEphemeral;
    const name = (interaction.data as { name?: unknown } | undefined)?.name;
    this.#lifetime = new TokenLifetime(
      settings.tokenTimers,
      typeof name === 'string' ? `/${name}` : `interaction ${interaction.id}`,
    );
  }

  /** Whether an initial response has been sent. */
  get acknowledged(): boolean {
    return this.#ack !== undefined;
  }

  /** Whether the initial response was a deferral. */
  get deferred(): boolean {
    return this.#ack === 'defer' || this.#ack === 'auto-defer';
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
        : this.#send('auto-defer', this.#deferBody(this.#deferEphemeral));
      send.catch((error: unknown) => this.#settings.report(error, this.#interaction));
    }, autoDeferMs);
  }

  /** Stops the deadline clock. */
  stop(): void {
    if (this.#timer === undefined) return;
    this.#settings.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #deferBody(ephemeral: boolean): APIInteractionResponse {
    return ephemeral
      ? {
          type: InteractionResponseType.DeferredChannelMessageWithSource,
          data: { flags: MessageFlags.Ephemeral },
        }
      : { type: InteractionResponseType.DeferredChannelMessageWithSource };
  }

  #alreadyAcknowledged(method: string): InteractionError {
    const ms = this.#settings.autoDeferMs;
    if (this.#ack === 'auto-respond')
      return new InteractionError(
        'DEADLINE_PASSED',
        `${method}(): too late: no suggestions came within ${ms} ms, so an empty list was sent. Autocomplete cannot be deferred; answer faster (e.g. from a cache).`,
      );
    if (this.#ack === 'auto-defer')
      return new InteractionError(
        'ALREADY_ACKNOWLEDGED',
        `${method}(): the interaction was already deferred automatically after ${ms} ms, and ${method}() only works as the initial response. Call it sooner, or raise autoDeferMs (keep it well under 3000).`,
      );
    return new InteractionError(
      'ALREADY_ACKNOWLEDGED',
      `${method}(): this interaction was already answered by ${this.#ack}(); an interaction takes exactly one initial response. Use followUp() to send another message, or editReply() to change the first one.`,
    );
  }

  async #send(ack: Acknowledgement, body: APIInteractionResponse): Promise<void> {
    // Claimed before any await, so two racing calls cannot both become the initial response.
    this.#ack = ack;
    this.stop();
    const sending = Promise.resolve(this.#respond(body));
    this.#initial = sending.catch(() => undefined);
    await sending;
  }

  #acknowledge(method: Acknowledgement, body: APIInteractionResponse): Promise<void> {
    if (this.#ack !== undefined) return Promise.reject(this.#alreadyAcknowledged(method));
    return this.#send(method, body);
  }

  #requireAcknowledged(method: string): void {
    if (this.#ack === undefined)
      throw new InteractionError(
        'NOT_ACKNOWLEDGED',
        `${method}(): nothing has been sent yet; call reply() or defer() first.`,
      );
  }

  /** The REST client, once the initial response has left (a follow-up must never overtake it). */
  async #rest(): Promise<InteractionRestClient> {
    await this.#initial;
    return this.#settings.rest();
  }

  /** See {@link RepliableContext.reply}. */
  async reply(message: InteractionMessage): Promise<void> {
    if (this.deferred) {
      await this.editReply(message);
      return;
    }
    await this.#acknowledge('reply', {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: toMessageData(message),
    });
  }

  /** See {@link RepliableContext.defer}. */
  async defer(options: { ephemeral?: boolean } = {}): Promise<void> {
    if (this.#ack === 'auto-defer') return;
    await this.#acknowledge('defer', this.#deferBody(options.ephemeral === true));
  }

  /** See {@link RepliableContext.editReply}. */
  async editReply(message: InteractionMessage): Promise<APIMessage> {
    this.#requireAcknowledged('editReply');
    const interaction = this.#interaction;
    const applicationId = this.#applicationId;
    const rest = await this.#rest();
    return rest.editOriginalInteractionResponse(
      applicationId,
      interaction.token,
      stripEphemeral(toMessageData(message)),
    );
  }

  /** See {@link RepliableContext.followUp}. */
  async followUp(message: InteractionMessage): Promise<APIMessage> {
    this.#requireAcknowledged('followUp');
    const interaction = this.#interaction;
    const applicationId = this.#applicationId;
    const rest = await this.#rest();
    return rest.createFollowupMessage(applicationId, interaction.token, toMessageData(message));
  }

  /** See {@link RepliableContext.deleteReply}. */
  async deleteReply(): Promise<void> {
    this.#requireAcknowledged('deleteReply');
    const interaction = this.#interaction;
    const applicationId = this.#applicationId;
    const rest = await this.#rest();
    await rest.deleteOriginalInteractionResponse(applicationId, interaction.token);
  }

  /** See {@link AutocompleteContext.respond}. */
  async respond(choices: readonly APIApplicationCommandOptionChoice[]): Promise<void> {
    checkChoices(choices);
    await this.#acknowledge('respond', {
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: [...choices] },
    });
  }

  /** See {@link EntryPointContext.launchActivity}. */
  async launchActivity(): Promise<void> {
    await this.#acknowledge('launchActivity', { type: InteractionResponseType.LaunchActivity });
  }

  /**
   * Tells the user something went wrong, whatever was sent before: the initial reply if nothing was, an
   * edit of a deferral, or an ephemeral follow-up after a reply. Autocomplete gets an empty list.
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
    } else if (this.deferred) {
      await this.editReply(data);
    } else {
      await this.followUp({ ...data, ephemeral: true });
    }
  }
}
