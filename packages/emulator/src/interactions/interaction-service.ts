import {
  ApplicationCommandType,
  EntryPointCommandHandlerType,
  InteractionResponseType,
  InteractionType,
  type RESTPostAPIInteractionCallbackWithResponseResult,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { InvocationRefusal } from '../access/invocation-refusal.js';
import { responseMessage, userMessage } from '../messages/message-factory.js';
import type { MessageUpload } from '../messages/message-upload.js';
import { toWireMessage } from '../messages/to-wire-message.js';
import { wireView } from '../messages/wire-view.js';
import { enforceAutoModeration } from '../moderation/enforce-auto-moderation.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { DmChannelOwner } from '../state/dm-channels.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { InteractionRecord } from '../state/interaction-record.js';
import { admitThreadMessage, threadMessagePosted } from '../threads/thread-posting.js';
import { buildOutcome } from './delivery/build-outcome.js';
import { createInteractionRecord } from './delivery/create-interaction-record.js';
import { deliverInteraction } from './delivery/deliver-interaction.js';
import type { DeliveryDeps } from './delivery/delivery-deps.js';
import type { InvocationOutcome } from './delivery/invocation-outcome.js';
import type { ComponentRequest } from './requests/component-request.js';
import type { InvocationRequest } from './requests/invocation-request.js';
import type { ModalSubmitRequest } from './requests/modal-submit-request.js';
import {
  type OpenedLink,
  type PremiumPurchase,
  prepareComponentInteraction,
} from './requests/prepare-component-interaction.js';
import { type PreparedInvocation, prepareInvocation } from './requests/prepare-invocation.js';
import { prepareModalSubmit } from './requests/prepare-modal-submit.js';
import { InitialResponses } from './responses/initial-responses.js';
import { WebhookMessages } from './responses/webhook-messages.js';

/**
 * Interaction delivery in the emulator: prepares and checks invocations, builds and signs interactions,
 * delivers them over HTTP (inline answer or 202 + callback) or the gateway event bus, enforces the 3 s
 * first-response deadline and the 15 min token life on the emulator clock, and keeps the resulting
 * messages. A view over one emulator: the interactions, messages, modals and DM channels are its state's,
 * the deadlines and waiters its runtime's, so it holds nothing but the emulator. The pieces (delivery,
 * the response state machine, webhook messages, message factories) live in their own files and this
 * class wires them together.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export class InteractionService {
  readonly #context: EmulatorContext;
  readonly #responses: InitialResponses;
  readonly #webhook: WebhookMessages;
  readonly #responsesDeps: Omit<DeliveryDeps, 'origin'>;

  constructor(context: EmulatorContext) {
    this.#context = context;
    this.#responses = new InitialResponses(context);
    this.#webhook = new WebhookMessages(context);
    this.#responsesDeps = { context, responses: this.#responses };
  }

  /** The DM (or private channel) id between an app and a user, made on first use. */
  dmChannelId(applicationId: string, userId: string, context: 1 | 2): string {
    return this.#context.state.dmChannels.idOf(applicationId, userId, context);
  }

  /** Whose conversation with which app a channel is (undefined for guild channels). */
  dmOwnerOf(channelId: string): DmChannelOwner | undefined {
    return this.#context.state.dmChannels.ownerOf(channelId);
  }

  /** Stops every pending wait (emulator stopping). */
  stop(): void {
    this.#context.runtime.deadlines.clear();
    this.#context.runtime.waiters.release();
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
      messages: this.#context.state.messages,
      dmChannelId: (app, user, context) => this.dmChannelId(app, user, context),
      origin: options.origin,
      autocomplete: options.autocomplete,
    });
    if ('reason' in prepared) return prepared;
    const type = options.autocomplete
      ? InteractionType.ApplicationCommandAutocomplete
      : InteractionType.ApplicationCommand;
    const took = this.#context.activity.stopwatch();
    const record = this.#context.state.interactions.add(
      createInteractionRecord(this.#context, prepared, { type, data: prepared.data }),
    );
    const warnings: string[] = [];
    let delivery: InvocationOutcome['delivery'];
    if (
      prepared.command.type === ApplicationCommandType.PrimaryEntryPoint &&
      prepared.command.handler !== EntryPointCommandHandlerType.AppHandler
    ) {
      delivery = 'service';
      this.#launchByService(record, prepared);
    } else {
      delivery = await deliverInteraction(
        record,
        prepared.application,
        prepared.guild?.id ?? null,
        { ...this.#responsesDeps, origin: options.origin },
        warnings,
      );
    }
    this.#log(record, `/${prepared.command.name}`, prepared.user.username, took);
    return buildOutcome(record, delivery, warnings, this.#context.state.messages);
  }

  /**
   * A user clicks a button or chooses in a select menu of a message: every check the client and the
   * service make, then a MESSAGE_COMPONENT interaction (with `message`, `values`, `resolved`) is built,
   * signed and delivered, and the outcome reported once the first response is settled. A link button
   * sends nothing and answers `{ opened: url }`; a premium button sends nothing either and answers the
   * purchase to make (`{ purchase }`).
   */
  async useComponent(
    request: ComponentRequest,
    options: { origin: string },
  ): Promise<InvocationOutcome | InvocationRefusal | OpenedLink | PremiumPurchase> {
    const prepared = prepareComponentInteraction(request, {
      emulator: this.#context,
      messages: this.#context.state.messages,
      dmChannels: this.#context.state.dmChannels,
      origin: options.origin,
    });
    if ('reason' in prepared || 'opened' in prepared || 'purchase' in prepared) return prepared;
    const took = this.#context.activity.stopwatch();
    const record = this.#context.state.interactions.add(
      createInteractionRecord(
        this.#context,
        prepared,
        {
          type: InteractionType.MessageComponent,
          data: prepared.data,
          message: toWireMessage(prepared.message, wireView(this.#context.state, prepared.application.id)),
        },
        prepared.message.id,
      ),
    );
    const warnings: string[] = [];
    const delivery = await deliverInteraction(
      record,
      prepared.application,
      prepared.guild?.id ?? null,
      { ...this.#responsesDeps, origin: options.origin },
      warnings,
    );
    this.#log(record, `component ${String(prepared.data.custom_id)}`, prepared.user.username, took);
    return buildOutcome(record, delivery, warnings, this.#context.state.messages);
  }

  /**
   * A user submits the modal an app opened for them: the fields are checked as the client checks them, the
   * modal is closed (a modal is submitted once), and a MODAL_SUBMIT interaction (with `message` when the
   * modal came from a component) is built, signed and delivered; the outcome once it is settled.
   */
  async submitModal(
    request: ModalSubmitRequest,
    options: { origin: string },
  ): Promise<InvocationOutcome | InvocationRefusal> {
    const prepared = prepareModalSubmit(request, {
      origin: options.origin,
      emulator: this.#context,
      messages: this.#context.state.messages,
      modals: this.#context.state.modals,
      dmChannels: this.#context.state.dmChannels,
    });
    if ('reason' in prepared) return prepared;
    prepared.modal.state = 'submitted';
    const took = this.#context.activity.stopwatch();
    const record = this.#context.state.interactions.add(
      createInteractionRecord(
        this.#context,
        prepared,
        {
          type: InteractionType.ModalSubmit,
          data: prepared.data,
          ...(prepared.message
            ? {
                message: toWireMessage(
                  prepared.message,
                  wireView(this.#context.state, prepared.application.id),
                ),
              }
            : {}),
        },
        prepared.message?.id ?? null,
      ),
    );
    record.triggeringInteractionId = prepared.modal.interactionId;
    const warnings: string[] = [];
    const delivery = await deliverInteraction(
      record,
      prepared.application,
      prepared.guild?.id ?? null,
      { ...this.#responsesDeps, origin: options.origin },
      warnings,
    );
    this.#log(record, `modal ${prepared.modal.modal.custom_id}`, prepared.user.username, took);
    return buildOutcome(record, delivery, warnings, this.#context.state.messages);
  }

  /** Records how an interaction ended; `took` times it from before its record was created. */
  #log(record: InteractionRecord, what: string, username: string, took: () => number): void {
    this.#context.activity.record({
      kind: 'interaction',
      what: `${what} by ${username}`,
      status: record.state === 'failed' ? 'failed' : `answered (type ${record.response?.type})`,
      ms: took(),
    });
    this.#context.log(
      `interaction ${record.id} (${what}) by ${username}: ${record.state === 'failed' ? `failed: ${record.failure}` : `answered with type ${record.response?.type}`}`,
    );
  }

  #launchByService(record: InteractionRecord, prepared: PreparedInvocation): void {
    // DISCORD_LAUNCH_ACTIVITY: the service launches the Activity and posts a message, without the app.
    record.state = 'acknowledged';
    record.response = { type: InteractionResponseType.LaunchActivity };
    record.activityInstanceId = `i-${this.#context.nextId()}-gc-${prepared.guild?.id ?? '0'}-${prepared.channel.id}`;
    const message = this.#context.state.messages.add(
      responseMessage(
        this.#context,
        record,
        { content: `${prepared.user.username} started ${prepared.application.name}` },
        false,
      ),
      record.id,
    );
    record.originalMessageId = message.id;
  }

  /** Finds the interaction a callback is for: 10062 for an unknown, expired or failed one. */
  callbackTarget(interactionId: string, token: string): InteractionRecord {
    return this.#responses.callbackTarget(interactionId, token);
  }

  /**
   * Applies an initial response (inline or from the callback endpoint) to a pending interaction: checks
   * it, records the messages, and wakes whoever waits. Returns what `?with_response=true` answers.
   */
  respond(
    record: InteractionRecord,
    body: unknown,
    via: 'inline' | 'callback',
    upload?: MessageUpload,
  ): RESTPostAPIInteractionCallbackWithResponseResult {
    return this.#responses.respond(record, body, via, upload);
  }

  /** The interaction behind a webhook token: 50027 when unknown, of another app, or older than 15 min. */
  webhookTarget(applicationId: string, token: string): InteractionRecord {
    return this.#webhook.target(applicationId, token);
  }

  /** A message of the interaction (`@original` or a follow-up id): 10008 when it has no such message. */
  messageOf(record: InteractionRecord, messageId: string): EmulatorMessage {
    return this.#webhook.get(record, messageId);
  }

  /** Edits a message of the interaction; editing a deferred original fills it in. */
  editMessage(
    record: InteractionRecord,
    messageId: string,
    body: unknown,
    upload?: MessageUpload,
  ): EmulatorMessage {
    return this.#webhook.edit(record, messageId, body, upload);
  }

  /** Deletes a message of the interaction. */
  deleteMessage(record: InteractionRecord, messageId: string): void {
    this.#webhook.delete(record, messageId);
  }

  /**
   * Sends a follow-up. As on the service, the first follow-up after a deferral fills in the "thinking…"
   * message instead of adding one.
   */
  followUp(record: InteractionRecord, body: unknown, upload?: MessageUpload): EmulatorMessage {
    return this.#webhook.followUp(record, body, upload);
  }

  /** Seeds a message written by a user, e.g. as the target of a MESSAGE command; in a guild, AutoMod reads it first. */
  seedMessage(input: {
    channelId: string;
    guildId: string | null;
    authorId: string;
    content: string;
  }): EmulatorMessage {
    const context = this.#context;
    const message = userMessage(context, input);
    const guild = input.guildId === null ? undefined : context.findGuild(input.guildId);
    const channel = guild?.channels.find((c) => c.id === input.channelId);
    const member = guild?.members.find((m) => m.userId === input.authorId);
    // AutoMod reads a member's message before it is posted, and may refuse it (400/200000).
    if (guild && channel && member) enforceAutoModeration(context, { guild, channel, member, message });
    // In a thread: a locked one refuses, an archived one is unarchived, the author joins (issue 35).
    if (guild && channel && member) {
      const held = channelPermissions(guild, channel, member.roles, input.authorId, context.clock.now());
      admitThreadMessage(context, guild, channel, held);
    }
    const added = context.state.messages.add(message, null);
    if (guild && channel) threadMessagePosted(context, guild, channel, input.authorId);
    return added;
  }
}
