import type { APIApplicationCommandOptionChoice } from './application-command-option.js';
import type { APIEmbed } from './embed.js';
import type { APIMessageTopLevelComponent } from './message-top-level-component.js';
import type { APIModalInteractionResponseCallbackData } from './modal.js';

/** A message body for replies, edits and follow-ups. */
export interface APIInteractionResponseMessageData {
  content?: string | undefined;
  tts?: boolean | undefined;
  /** At most 10. */
  embeds?: APIEmbed[] | undefined;
  allowed_mentions?:
    | {
        parse?: ('users' | 'roles' | 'everyone')[];
        users?: string[];
        roles?: string[];
        replied_user?: boolean;
      }
    | undefined;
  /** SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2. */
  flags?: number | undefined;
  /** Up to 5 action rows (or, with IS_COMPONENTS_V2, layout components). */
  components?: APIMessageTopLevelComponent[] | undefined;
  /** Attachments to keep (edits) or the metadata of uploaded files (`id` matches `files[n]`). */
  attachments?: APIMessageBodyAttachment[] | undefined;
}

/**
 * An attachment in a message body: an existing attachment to keep, by id, or the metadata of a file sent in
 * the same multipart request. Typed like discord-api-types' `RESTAPIAttachment`, assignable both ways.
 */
export interface APIMessageBodyAttachment {
  /** The attachment's id, or for a new file the `n` of its `files[n]` part. */
  id: string | number;
  filename?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  /** Voice messages: the length in seconds. */
  duration_secs?: number | undefined;
  /** Voice messages: base64 of the waveform. */
  waveform?: string | undefined;
  is_spoiler?: boolean | undefined;
}

/** A PONG, answering a PING. */
export interface APIInteractionResponsePong {
  type: 1;
}

/** A message reply (4). */
export interface APIInteractionResponseChannelMessageWithSource {
  type: 4;
  data: APIInteractionResponseMessageData;
}

/** A message update (7), answering a component interaction. */
export interface APIInteractionResponseUpdateMessage {
  type: 7;
  data?: APIInteractionResponseMessageData;
}

/** A message reply (4), or a message update (7). */
export type APIInteractionResponseChannelMessage =
  | APIInteractionResponseChannelMessageWithSource
  | APIInteractionResponseUpdateMessage;

/** A deferred reply (5, "thinking…"). */
export interface APIInteractionResponseDeferredChannelMessageWithSource {
  type: 5;
  data?: Pick<APIInteractionResponseMessageData, 'flags'>;
}

/** A deferred update (6), answering a component interaction. */
export interface APIInteractionResponseDeferredMessageUpdate {
  type: 6;
}

/** A deferred reply (5, "thinking…") or a deferred update (6). */
export type APIInteractionResponseDeferred =
  | APIInteractionResponseDeferredChannelMessageWithSource
  | APIInteractionResponseDeferredMessageUpdate;

/** Autocomplete suggestions: at most 25 choices (an absent list shows none). */
export interface APIApplicationCommandAutocompleteResponse {
  type: 8;
  data: { choices?: APIApplicationCommandOptionChoice[] };
}

/** A modal (9), answering a command or a component interaction. */
export interface APIModalInteractionResponse {
  type: 9;
  data: APIModalInteractionResponseCallbackData;
}

/** @deprecated Premium-required answer (10); use premium buttons instead. */
export interface APIPremiumRequiredInteractionResponse {
  type: 10;
}

/** Launch the app's Activity (entry-point commands). */
export interface APIInteractionResponseLaunchActivity {
  type: 12;
}

/**
 * The body of an interaction response, inline or posted to the callback endpoint.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export type APIInteractionResponse =
  | APIInteractionResponsePong
  | APIInteractionResponseChannelMessageWithSource
  | APIInteractionResponseUpdateMessage
  | APIInteractionResponseDeferredChannelMessageWithSource
  | APIInteractionResponseDeferredMessageUpdate
  | APIApplicationCommandAutocompleteResponse
  | APIModalInteractionResponse
  | APIPremiumRequiredInteractionResponse
  | APIInteractionResponseLaunchActivity;

/** What the callback endpoint answers with `?with_response=true`. */
export interface RESTPostAPIInteractionCallbackWithResponseResult {
  interaction: { id: string; type: number; activity_instance_id?: string; response_message_id?: string };
  resource?: { type: number; message?: unknown; activity_instance?: { id: string } };
}
