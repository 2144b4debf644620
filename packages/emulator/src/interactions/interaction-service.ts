import { randomBytes } from 'node:crypto';
import {
  type APIApplicationCommandInteractionDataOption,
  type APIInteraction,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  ApplicationCommandType,
  EntryPointCommandHandlerType,
  InteractionResponseType,
  InteractionType,
  Limits,
  MessageFlags,
  RESTJSONErrorCodes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from '@slashkit/api';
import { type FieldError, toErrorBody } from '@slashkit/api/validation';
import type { EmulatorContext } from '../emulator-context.js';
import { HttpError } from '../http/http-error.js';
import { hasActivities } from '../world/application-flags.js';
import { buildInteraction } from './build-interaction.js';
import { DeadlineWatcher } from './deadline-watcher.js';
import type { EmulatorMessage } from './emulator-message.js';
import type { InteractionRecord } from './interaction-record.js';
import { InteractionStore } from './interaction-store.js';
import type { InvocationOutcome } from './invocation-outcome.js';
import type { InvocationRefusal } from './invocation-refusal.js';
import type { InvocationRequest } from './invocation-request.js';
import { MessageStore } from './message-store.js';
import { type PreparedInvocation, prepareInvocation } from './prepare-invocation.js';
import { signInteraction } from './sign-interaction.js';
import { botUser, toApiUser } from './to-api-user.js';
import { validateInteractionResponse } from './validate-interaction-response.js';
import { validateMessageBody } from './validate-message-body.js';

/** JSON code of "Unknown Message". */
const unknownMessageCode = 10008;
/** JSON code of "Unknown Webhook" (a follow-up before any acknowledgement). */
const unknownWebhookCode = 10015;
/** JSON code of "Cannot send an empty message". */
const emptyMessageCode = 50006;
/** Message flag of a deferred ("thinking…") response. */
const loadingFlag = 1 << 7;

/** Options of {@link InteractionService}. */
export interface InteractionServiceOptions {
  /** How interactions are POSTed to endpoints; default the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * Interaction delivery in the emulator: prepares and checks invocations, builds and signs interactions,
 * delivers them over HTTP (inline answer or 202 + callback) or the gateway event bus, enforces the 3 s
 * first-response deadline and the 15 min token life on the emulator clock, and keeps the resulting
 * messages. One per emulator.
 * @see service-facts "Interactions"
 */
export class InteractionService {
  /** The interactions delivered so far. */
  readonly interactions = new InteractionStore();
  /** The messages interactions produced, and seeded ones. */
  readonly messages = new MessageStore();
  readonly #context: EmulatorContext;
  readonly #watcher: DeadlineWatcher;
  readonly #fetch: typeof fetch;
  readonly #dmChannels = new Map<string, string>();

  constructor(context: EmulatorContext, options: InteractionServiceOptions = {}) {
    this.#context = context;
    this.#watcher = new DeadlineWatcher(() => context.clock.now());
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** The DM (or private channel) id between an app and a user, made on first use. */
  dmChannelId(applicationId: string, userId: string, context: 1 | 2): string {
    const key = `${applicationId}:${userId}:${context}`;
    let id = this.#dmChannels.get(key);
    if (id === undefined) {
      id = this.#context.nextId();
      this.#dmChannels.set(key, id);
    }
    return id;
  }

  /** Forgets interactions, messages and DM channels (emulator reset); pending waits end. */
  reset(): void {
    this.interactions.clear();
    this.messages.clear();
    this.#dmChannels.clear();
  }

  /** Stops every pending wait (emulator stopping). */
  stop(): void {
    this.#watcher.clear();
    this.interactions.clear();
  }

  /**
   * Runs a command (or an autocomplete request) as a user: every check first, then the interaction is
   * built, signed and delivered, and the outcome reported once the first response is settled.
   */
  async invoke(
    request: InvocationRequest,
    options: { origin: string; autocomplete: boolean },
  ): Promise<InvocationOutcome | InvocationRefusal> {
    const prepared = prepareInvocation(request, {
      emulator: this.#context,
      messages: this.messages,
      dmChannelId: (app, user, context) => this.dmChannelId(app, user, context),
      origin: options.origin,
      autocomplete: options.autocomplete,
    });
    if ('reason' in prepared) return prepared;
    const type = options.autocomplete
      ? InteractionType.ApplicationCommandAutocomplete
      : InteractionType.ApplicationCommand;
    const now = this.#context.clock.now();
    const id = this.#context.nextId();
    // Shaped like the service's tokens; 64 random bytes are as unguessable as theirs.
    const token = `aW50ZXJhY3Rpb246${id}:${randomBytes(48).toString('base64url')}`;
    const record = this.interactions.add({
      id,
      token,
      applicationId: prepared.application.id,
      interaction: buildInteraction(prepared, id, token, type),
      createdAt: now,
      respondBy: now + Limits.interactionResponseDeadlineMs,
      expiresAt: now + Limits.interactionTokenLifetimeMs,
      state: 'pending',
      response: null,
      respondedVia: null,
      failure: null,
      originalMessageId: null,
      followUpIds: [],
      activityInstanceId: null,
    });
    const warnings: string[] = [];
    let delivery: InvocationOutcome['delivery'];
    if (
      prepared.command.type === ApplicationCommandType.PrimaryEntryPoint &&
      prepared.command.handler !== EntryPointCommandHandlerType.AppHandler
    ) {
      delivery = 'service';
      this.#launchByService(record, prepared);
    } else if (prepared.application.interactionsEndpointUrl) {
      delivery = 'http';
      await this.#deliverOverHttp(record, prepared.application.interactionsEndpointUrl, prepared, warnings);
    } else {
      delivery = 'gateway';
      await this.#deliverOverGateway(record, prepared);
    }
    this.#context.log(
      `interaction ${id} (/${prepared.command.name}) by ${prepared.user.username}: ${record.state === 'failed' ? `failed: ${record.failure}` : `answered with type ${record.response?.type}`}`,
    );
    return this.#outcome(record, delivery, warnings);
  }

  #outcome(
    record: InteractionRecord,
    delivery: InvocationOutcome['delivery'],
    warnings: string[],
  ): InvocationOutcome {
    const response = record.response;
    const outcome: InvocationOutcome = {
      interactionId: record.id,
      interactionType: record.interaction.type,
      delivery,
      status: record.state === 'acknowledged' ? 'answered' : 'failed',
      responseType: response?.type ?? null,
      response,
      respondedVia: record.respondedVia,
      messages: this.messages.list({ interactionId: record.id }),
    };
    if (response?.type === InteractionResponseType.ApplicationCommandAutocompleteResult)
      outcome.choices = response.data.choices ?? [];
    if (record.activityInstanceId) outcome.activityInstanceId = record.activityInstanceId;
    if (record.failure) outcome.error = record.failure;
    if (warnings.length > 0) outcome.warnings = warnings;
    return outcome;
  }

  #fail(record: InteractionRecord, reason: string): void {
    if (record.state !== 'pending') return;
    record.state = 'failed';
    record.failure = reason;
    this.interactions.notify(record.id);
  }

  async #deliverOverHttp(
    record: InteractionRecord,
    url: string,
    prepared: PreparedInvocation,
    warnings: string[],
  ): Promise<void> {
    const body = JSON.stringify(record.interaction);
    const headers = signInteraction(
      body,
      prepared.application.privateKey,
      Math.floor(this.#context.clock.now() / 1000),
    );
    const abort = new AbortController();
    const deadline = this.#watcher.wait(record.respondBy);
    const seconds = Limits.interactionResponseDeadlineMs / 1000;
    try {
      const sent = this.#fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
          ...headers,
        },
        body,
        signal: abort.signal,
      }).then(
        async (response) => ({
          kind: 'answer' as const,
          status: response.status,
          text: await response.text(),
        }),
        (error: unknown) => ({ kind: 'error' as const, error }),
      );
      const first = await Promise.race([sent, deadline.reached.then(() => ({ kind: 'deadline' as const }))]);
      if (first.kind === 'deadline') {
        this.#fail(
          record,
          `The application did not respond: the endpoint gave no answer within ${seconds} s. Answer inline sooner, or answer 202 and use the callback endpoint.`,
        );
        return;
      }
      if (first.kind === 'error') {
        if (record.state === 'pending')
          this.#fail(
            record,
            `The application did not respond: ${url} could not be reached (${(first.error as Error).message}).`,
          );
        return;
      }
      if (first.status === 200) {
        let answer: unknown;
        try {
          answer = JSON.parse(first.text);
        } catch {
          this.#fail(
            record,
            'The endpoint answered 200 with a body that is not JSON; send the response object, e.g. {"type":4,"data":{"content":"Hi"}}.',
          );
          return;
        }
        if (record.state === 'acknowledged') {
          warnings.push(
            'The endpoint answered inline after the interaction was already acknowledged through the callback endpoint; the inline answer was ignored (40060).',
          );
          return;
        }
        try {
          this.respond(record, answer, 'inline');
        } catch (error) {
          const detail = error instanceof HttpError ? describe(error) : String(error);
          this.#fail(record, `The endpoint's inline answer was refused: ${detail}`);
        }
        return;
      }
      if (first.status === 202 || first.status === 204) {
        if (record.state === 'pending')
          await Promise.race([this.interactions.settled(record.id), deadline.reached]);
        this.#fail(
          record,
          `The application did not respond: it answered ${first.status} but posted no response to the callback endpoint within ${seconds} s.`,
        );
        return;
      }
      this.#fail(
        record,
        `The application did not respond: the endpoint answered HTTP ${first.status}${first.status === 401 ? " (it refused the signature: is it checking with this application's public key?)" : ''}.`,
      );
    } finally {
      deadline.cancel();
      abort.abort();
    }
  }

  async #deliverOverGateway(record: InteractionRecord, prepared: PreparedInvocation): Promise<void> {
    const deadline = this.#watcher.wait(record.respondBy);
    try {
      this.#context.events.publish({
        type: 'INTERACTION_CREATE',
        data: record.interaction,
        applicationId: prepared.application.id,
        guildId: prepared.guild?.id ?? null,
      });
      await Promise.race([this.interactions.settled(record.id), deadline.reached]);
      this.#fail(
        record,
        `The application did not respond: it has no interactions endpoint URL, so the interaction went to the gateway (INTERACTION_CREATE), and no answer reached the callback endpoint within ${Limits.interactionResponseDeadlineMs / 1000} s. Connect a gateway client, or set an endpoint URL.`,
      );
    } finally {
      deadline.cancel();
    }
  }

  #launchByService(record: InteractionRecord, prepared: PreparedInvocation): void {
    // DISCORD_LAUNCH_ACTIVITY: the service launches the Activity and posts a message, without the app.
    record.state = 'acknowledged';
    record.response = { type: InteractionResponseType.LaunchActivity };
    record.activityInstanceId = `i-${this.#context.nextId()}-gc-${prepared.guild?.id ?? '0'}-${prepared.channel.id}`;
    const message = this.#newMessage(
      record,
      { content: `${prepared.user.username} started ${prepared.application.name}` },
      false,
    );
    record.originalMessageId = message.id;
  }

  /** Finds the interaction a callback is for: 10062 for an unknown, expired or failed one. */
  callbackTarget(interactionId: string, token: string): InteractionRecord {
    const record = this.interactions.get(interactionId);
    const unknown = () =>
      new HttpError(
        404,
        RESTJSONErrorCodes.UnknownInteraction,
        'Unknown interaction: no pending interaction with this id and token (the first response must come within 3 s of delivery)',
      );
    if (!record || record.token !== token) throw unknown();
    if (
      record.state === 'failed' ||
      (record.state === 'pending' && this.#context.clock.now() >= record.respondBy)
    ) {
      this.#fail(
        record,
        `The application did not respond within ${Limits.interactionResponseDeadlineMs / 1000} s.`,
      );
      throw unknown();
    }
    if (record.state === 'acknowledged')
      throw new HttpError(
        400,
        RESTJSONErrorCodes.InteractionAlreadyAcknowledged,
        'Interaction has already been acknowledged: an interaction takes one initial response; edit it with PATCH /webhooks/{application.id}/{token}/messages/@original or send a follow-up',
      );
    return record;
  }

  /**
   * Applies an initial response (inline or from the callback endpoint) to a pending interaction: checks
   * it, records the messages, and wakes whoever waits. Returns what `?with_response=true` answers.
   */
  respond(
    record: InteractionRecord,
    body: unknown,
    via: 'inline' | 'callback',
  ): RESTPostAPIInteractionCallbackWithResponseResult {
    const application = this.#context.findApplication(record.applicationId);
    const errors = validateInteractionResponse(body, {
      interactionType: record.interaction.type,
      activities: application ? hasActivities(application) : false,
      ...(focusedType(record.interaction) === undefined
        ? {}
        : { focusedType: focusedType(record.interaction)! }),
    });
    if (errors.length > 0) throw invalidForm(errors);
    const response = body as APIInteractionResponse;
    record.state = 'acknowledged';
    record.response = response;
    record.respondedVia = via;
    const result: RESTPostAPIInteractionCallbackWithResponseResult = {
      interaction: { id: record.id, type: record.interaction.type },
    };
    if (
      response.type === InteractionResponseType.ChannelMessageWithSource ||
      response.type === InteractionResponseType.DeferredChannelMessageWithSource
    ) {
      const deferred = response.type === InteractionResponseType.DeferredChannelMessageWithSource;
      const message = this.#newMessage(record, response.data ?? {}, deferred);
      record.originalMessageId = message.id;
      Object.assign(result.interaction, {
        response_message_id: message.id,
        response_message_loading: deferred,
        response_message_ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
      });
      result.resource = { type: response.type, message };
    } else if (response.type === InteractionResponseType.LaunchActivity) {
      record.activityInstanceId = `i-${this.#context.nextId()}-gc-${record.interaction.guild_id ?? '0'}-${record.interaction.channel_id}`;
      result.interaction.activity_instance_id = record.activityInstanceId;
      result.resource = { type: response.type, activity_instance: { id: record.activityInstanceId } };
    } else {
      result.resource = { type: response.type };
    }
    this.interactions.notify(record.id);
    return result;
  }

  /** The interaction behind a webhook token: 50027 when unknown, of another app, or older than 15 min. */
  webhookTarget(applicationId: string, token: string): InteractionRecord {
    const record = this.interactions.byToken(token);
    if (!record || record.applicationId !== applicationId)
      throw new HttpError(
        401,
        RESTJSONErrorCodes.InvalidWebhookToken,
        'Invalid Webhook Token: no interaction of this application has this token',
      );
    if (this.#context.clock.now() >= record.expiresAt)
      throw new HttpError(
        401,
        RESTJSONErrorCodes.InvalidWebhookToken,
        `Invalid Webhook Token: interaction tokens are valid for ${Limits.interactionTokenLifetimeMs / 60_000} minutes after the interaction; send a new message another way`,
      );
    return record;
  }

  /** A message of the interaction (`@original` or a follow-up id): 10008 when it has no such message. */
  messageOf(record: InteractionRecord, messageId: string): EmulatorMessage {
    const id = messageId === '@original' ? record.originalMessageId : messageId;
    const message = id === null ? undefined : this.messages.get(id);
    if (!message || this.messages.interactionOf(message.id) !== record.id)
      throw new HttpError(
        404,
        unknownMessageCode,
        messageId === '@original'
          ? 'Unknown Message: this interaction has no original response (answer with type 4 or 5 first)'
          : `Unknown Message: message ${messageId} is not a message of this interaction`,
      );
    return message;
  }

  /** Edits a message of the interaction; editing a deferred original fills it in. */
  editMessage(record: InteractionRecord, messageId: string, body: unknown): EmulatorMessage {
    const message = this.messageOf(record, messageId);
    const errors = validateMessageBody(body, [], { create: false });
    if (errors.length > 0) throw invalidForm(errors);
    const data = body as APIInteractionResponseMessageData;
    if (data.content !== undefined) message.content = data.content ?? '';
    if (data.embeds !== undefined) message.embeds = data.embeds ?? [];
    if (data.components !== undefined) message.components = data.components ?? [];
    // Visibility is fixed when the message is created: an edit keeps the EPHEMERAL bit as it was.
    const keep = (message.flags ?? 0) & MessageFlags.Ephemeral;
    const flags =
      data.flags === undefined || data.flags === null
        ? (message.flags ?? 0) & ~loadingFlag
        : (data.flags & ~MessageFlags.Ephemeral) | keep;
    message.flags = flags & ~loadingFlag;
    message.edited_timestamp = new Date(this.#context.clock.now()).toISOString();
    if (
      message.content.length === 0 &&
      message.embeds.length === 0 &&
      (message.components?.length ?? 0) === 0
    )
      throw new HttpError(
        400,
        emptyMessageCode,
        'Cannot send an empty message: the edit leaves no content, embeds or components',
      );
    return message;
  }

  /** Deletes a message of the interaction. */
  deleteMessage(record: InteractionRecord, messageId: string): void {
    const message = this.messageOf(record, messageId);
    this.messages.delete(message.id);
    if (record.originalMessageId === message.id) record.originalMessageId = null;
    record.followUpIds = record.followUpIds.filter((id) => id !== message.id);
  }

  /**
   * Sends a follow-up. As on the service, the first follow-up after a deferral fills in the "thinking…"
   * message instead of adding one.
   */
  followUp(record: InteractionRecord, body: unknown): EmulatorMessage {
    if (record.state !== 'acknowledged')
      throw new HttpError(
        404,
        unknownWebhookCode,
        'Unknown Webhook: follow-ups need an initial response first (reply or defer)',
      );
    const errors = validateMessageBody(body, [], { create: true });
    if (errors.length > 0) throw invalidForm(errors);
    const original =
      record.originalMessageId === null ? undefined : this.messages.get(record.originalMessageId);
    if (original && ((original.flags ?? 0) & loadingFlag) !== 0)
      return this.editMessage(record, '@original', body);
    const message = this.#newMessage(record, body as APIInteractionResponseMessageData, false);
    record.followUpIds.push(message.id);
    return message;
  }

  /** Seeds a message written by a user, e.g. as the target of a MESSAGE command. */
  seedMessage(input: {
    channelId: string;
    guildId: string | null;
    authorId: string;
    content: string;
  }): EmulatorMessage {
    const author = this.#context.findUser(input.authorId);
    if (!author)
      throw new HttpError(
        400,
        RESTJSONErrorCodes.GeneralError,
        `authorId: no user ${input.authorId} in the world`,
      );
    const message: EmulatorMessage = {
      ...baseMessage(this.#context.nextId(), input.channelId, toApiUser(author), this.#context.clock.now()),
      content: input.content,
      type: 0,
      ...(input.guildId ? { guild_id: input.guildId } : {}),
    };
    return this.messages.add(message, null);
  }

  #newMessage(
    record: InteractionRecord,
    data: APIInteractionResponseMessageData,
    loading: boolean,
  ): EmulatorMessage {
    const application = this.#context.findApplication(record.applicationId);
    const interaction = record.interaction;
    const invoker = interaction.member?.user ?? interaction.user!;
    const contextMenu =
      interaction.type === InteractionType.ApplicationCommand &&
      (interaction.data.type === ApplicationCommandType.User ||
        interaction.data.type === ApplicationCommandType.Message);
    const message: EmulatorMessage = {
      ...baseMessage(
        this.#context.nextId(),
        interaction.channel_id ?? '0',
        application ? botUser(application) : invoker,
        this.#context.clock.now(),
      ),
      content: data.content ?? '',
      tts: data.tts === true,
      embeds: data.embeds ?? [],
      components: data.components ?? [],
      type: contextMenu ? 23 : 20,
      flags: (data.flags ?? 0) | (loading ? loadingFlag : 0),
      webhook_id: record.applicationId,
      application_id: record.applicationId,
      ...(interaction.guild_id ? { guild_id: interaction.guild_id } : {}),
      interaction_metadata: {
        id: record.id,
        type: interaction.type,
        user: invoker,
        authorizing_integration_owners: { ...interaction.authorizing_integration_owners } as Record<
          string,
          string
        >,
        ...(record.originalMessageId ? { original_response_message_id: record.originalMessageId } : {}),
      },
    };
    return this.messages.add(message, record.id);
  }
}

function baseMessage(
  id: string,
  channelId: string,
  author: EmulatorMessage['author'],
  now: number,
): EmulatorMessage {
  return {
    id,
    channel_id: channelId,
    author,
    content: '',
    timestamp: new Date(now).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  };
}

function focusedType(interaction: APIInteraction): number | undefined {
  const find = (
    options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
  ): number | undefined => {
    for (const option of options ?? []) {
      if ('focused' in option && option.focused) return option.type;
      if ('options' in option) {
        const inner = find(option.options);
        if (inner !== undefined) return inner;
      }
    }
    return undefined;
  };
  return interaction.type === InteractionType.ApplicationCommandAutocomplete
    ? find(interaction.data?.options)
    : undefined;
}

function invalidForm(errors: readonly FieldError[]): HttpError {
  const body = toErrorBody(errors);
  return new HttpError(400, body.code, body.message, body.errors ? { errors: body.errors } : {});
}

function describe(error: HttpError): string {
  const leaves: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_errors' && Array.isArray(value))
        for (const leaf of value as { message: string }[])
          leaves.push(`${path.join('.') || '(body)'}: ${leaf.message}`);
      else walk(value, [...path, key]);
    }
  };
  walk(error.errors, []);
  return leaves.length > 0 ? `${error.message} — ${leaves.join('; ')}` : error.message;
}
