import {
  type APIModalInteractionResponse,
  InteractionResponseType,
  Limits,
  MessageFlags,
  RESTJSONErrorCodes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  storedComponents,
} from '@slashkit/api';
import { badRequest, invalidForm, notFound } from '../../http/http-error.js';
import { applyMessageEdit } from '../../messages/apply-message-edit.js';
import { responseMessage } from '../../messages/message-factory.js';
import {
  attachToNewMessage,
  editAttachments,
  type MessageUpload,
  withFileEntries,
} from '../../messages/message-upload.js';
import { toWireMessage } from '../../messages/to-wire-message.js';
import { type WireView, wireView } from '../../messages/wire-view.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { EmulatorMessage } from '../../state/emulator-message.js';
import type { InteractionRecord } from '../../state/interaction-record.js';
import type { OpenModal } from '../../state/open-modals.js';
import { hasActivities } from '../../world/application-flags.js';
import { focusedOptionType } from '../options/focused-option-type.js';
import { validateInteractionResponse } from './validate-interaction-response.js';

/**
 * The state machine of an interaction's first response: pending → acknowledged (a valid answer in time)
 * or pending → failed (deadline passed, bad answer, unreachable app). Applying the answer records the
 * message it creates and wakes whoever waits for the interaction to settle.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export class InitialResponses {
  readonly #context: EmulatorContext;

  /** @param context the emulator: its state's interactions, messages and modals, and its waiters */
  constructor(context: EmulatorContext) {
    this.#context = context;
  }

  /** Marks a pending interaction as failed with the reason the user's client would show; idempotent. */
  fail(record: InteractionRecord, reason: string): void {
    if (record.state !== 'pending') return;
    record.state = 'failed';
    record.failure = reason;
    this.#context.runtime.waiters.notify(record.id);
  }

  /** Finds the interaction a callback is for: 10062 for an unknown, expired or failed one. */
  callbackTarget(interactionId: string, token: string): InteractionRecord {
    const record = this.#context.state.interactions.get(interactionId);
    const unknown = () =>
      notFound(
        RESTJSONErrorCodes.UnknownInteraction,
        'Unknown interaction: no pending interaction with this id and token (the first response must come within 3 s of delivery)',
      );
    if (!record || record.token !== token) throw unknown();
    if (
      record.state === 'failed' ||
      (record.state === 'pending' && this.#context.clock.now() >= record.respondBy)
    ) {
      this.fail(
        record,
        `The application did not respond within ${Limits.interactionResponseDeadlineMs / 1000} s.`,
      );
      throw unknown();
    }
    if (record.state === 'acknowledged')
      throw badRequest(
        'Interaction has already been acknowledged: an interaction takes one initial response; edit it with PATCH /webhooks/{application.id}/{token}/messages/@original or send a follow-up',
        RESTJSONErrorCodes.InteractionAlreadyAcknowledged,
      );
    return record;
  }

  /**
   * Applies an initial response (inline or from the callback endpoint) to a pending interaction: checks
   * it, records the messages, and wakes whoever waits. Returns what `?with_response=true` answers.
   */
  respond(
    record: InteractionRecord,
    received: unknown,
    via: 'inline' | 'callback',
    upload?: MessageUpload,
  ): RESTPostAPIInteractionCallbackWithResponseResult {
    const body = withResponseFiles(received, upload);
    const application = this.#context.findApplication(record.applicationId);
    const focusedType = focusedOptionType(record.interaction);
    const held =
      record.componentMessageId === null
        ? undefined
        : this.#context.state.messages.get(record.componentMessageId);
    const checked = validateInteractionResponse(body, {
      interactionType: record.interaction.type,
      activities: application ? hasActivities(application) : false,
      fromComponent: record.componentMessageId !== null,
      ...(focusedType === undefined ? {} : { focusedType }),
      // An update of a V2 message is checked as V2 and cannot clear the flag.
      ...(held ? { existingFlags: held.flags ?? 0 } : {}),
    });
    if (!checked.success) throw invalidForm(checked.errors);
    const response = checked.data;
    if (upload && upload.files.length > 0 && !carriesFiles(response.type))
      throw badRequest(
        `files: a response of type ${response.type} carries no files; send them with a reply (4) or an update (7), or in a follow-up`,
      );
    const componentMessage = this.#componentMessage(record, response.type);
    // UPDATE_MESSAGE edits before anything is recorded: an edit that leaves the message empty is refused whole.
    if (componentMessage && response.type === InteractionResponseType.UpdateMessage) {
      editAttachments(this.#context, componentMessage, response.data ?? {}, upload, () =>
        applyMessageEdit(this.#context, componentMessage, response.data ?? {}),
      );
      this.#context.state.messages.changed(componentMessage);
    }
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
      const created = responseMessage(this.#context, record, response.data ?? {}, deferred);
      attachToNewMessage(this.#context, created, response.data ?? {}, upload);
      const message = this.#context.state.messages.add(created, record.id);
      record.originalMessageId = message.id;
      Object.assign(result.interaction, {
        response_message_id: message.id,
        response_message_loading: deferred,
        response_message_ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
      });
      // Only a message that exists is in the answer: a deferral (5) has none yet.
      result.resource = deferred
        ? { type: response.type }
        : { type: response.type, message: toWireMessage(message, this.#view(record)) };
    } else if (componentMessage) {
      // 6 and 7: the component's message becomes the original that `@original` edits.
      record.originalMessageId = componentMessage.id;
      result.interaction.response_message_id = componentMessage.id;
      result.resource =
        response.type === InteractionResponseType.UpdateMessage
          ? { type: response.type, message: toWireMessage(componentMessage, this.#view(record)) }
          : { type: response.type };
    } else if (response.type === InteractionResponseType.Modal) {
      this.#context.state.modals.open(openModal(record, response.data, this.#context.clock.now()));
      result.resource = { type: response.type };
    } else if (response.type === InteractionResponseType.LaunchActivity) {
      record.activityInstanceId = `i-${this.#context.nextId()}-gc-${record.interaction.guild_id ?? '0'}-${record.interaction.channel_id}`;
      result.interaction.activity_instance_id = record.activityInstanceId;
      result.resource = { type: response.type, activity_instance: { id: record.activityInstanceId } };
    } else {
      result.resource = { type: response.type };
    }
    this.#context.runtime.waiters.notify(record.id);
    return result;
  }

  /** Messages as the app's bot reads them. */
  #view(record: InteractionRecord): WireView {
    return wireView(this.#context.state, record.applicationId);
  }

  /** For 6 and 7: the message that holds the component (10008 when it was deleted meanwhile). */
  #componentMessage(record: InteractionRecord, type: number): EmulatorMessage | undefined {
    if (
      type !== InteractionResponseType.DeferredMessageUpdate &&
      type !== InteractionResponseType.UpdateMessage
    )
      return undefined;
    const message =
      record.componentMessageId === null
        ? undefined
        : this.#context.state.messages.get(record.componentMessageId);
    if (!message)
      throw notFound(
        RESTJSONErrorCodes.UnknownMessage,
        `Unknown Message: the message ${record.componentMessageId} that held the component was deleted, so it cannot be updated`,
      );
    return message;
  }
}

/** Whether a response of this type may carry files: a reply (4) or an update (7). */
function carriesFiles(type: number): boolean {
  return (
    type === InteractionResponseType.ChannelMessageWithSource ||
    type === InteractionResponseType.UpdateMessage
  );
}

/** A reply's body with an `attachments` entry for each file it left undescribed (`withFileEntries`). */
function withResponseFiles(body: unknown, upload: MessageUpload | undefined): unknown {
  if (!upload || upload.files.length === 0 || typeof body !== 'object' || body === null) return body;
  const response = body as { type?: unknown; data?: unknown };
  if (response.type !== InteractionResponseType.ChannelMessageWithSource) return body;
  return { ...response, data: withFileEntries(response.data ?? {}, upload) };
}

/** The modal an interaction answered with type 9, as the user's client now shows it. */
function openModal(
  record: InteractionRecord,
  data: APIModalInteractionResponse['data'],
  now: number,
): OpenModal {
  const interaction = record.interaction;
  const user = interaction.member?.user ?? interaction.user!;
  return {
    interactionId: record.id,
    applicationId: record.applicationId,
    userId: user.id,
    guildId: interaction.guild_id ?? null,
    channelId: interaction.channel_id ?? '0',
    context: (interaction.context ?? 0) as 0 | 1 | 2,
    owners: { ...interaction.authorizing_integration_owners } as Record<string, string>,
    locale: interaction.locale ?? 'en-US',
    messageId: record.componentMessageId,
    // Stored as the service keeps it: every component numbered (`id`), so the submission can name them.
    modal: { ...structuredClone(data), components: storedComponents(data.components) } as OpenModal['modal'],
    openedAt: now,
    state: 'open',
  };
}
