import type { APIApplicationCommandOptionChoice } from './application-command-option.js';

/** A message body for replies, edits and follow-ups. */
export interface APIInteractionResponseMessageData {
  content?: string;
  tts?: boolean;
  embeds?: unknown[];
  allowed_mentions?: { parse?: ('users' | 'roles' | 'everyone')[]; users?: string[]; roles?: string[] };
  /** SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2. */
  flags?: number;
  components?: unknown[];
  attachments?: unknown[];
}

/** A PONG, answering a PING. */
export interface APIInteractionResponsePong {
  type: 1;
}

/** A message reply (4), or a message update (7). */
export interface APIInteractionResponseChannelMessage {
  type: 4 | 7;
  data: APIInteractionResponseMessageData;
}

/** A deferred reply (5, "thinking…") or a deferred update (6). */
export interface APIInteractionResponseDeferred {
  type: 5 | 6;
  data?: Pick<APIInteractionResponseMessageData, 'flags'>;
}

/** Autocomplete suggestions: at most 25 choices. */
export interface APIApplicationCommandAutocompleteResponse {
  type: 8;
  data: { choices: APIApplicationCommandOptionChoice[] };
}

/** A modal. */
export interface APIModalInteractionResponse {
  type: 9;
  data: { custom_id: string; title: string; components: unknown[] };
}

/** Launch the app's Activity (entry-point commands). */
export interface APIInteractionResponseLaunchActivity {
  type: 12;
}

/**
 * The body of an interaction response, inline or posted to the callback endpoint.
 * @see service-facts "Interactions"
 */
export type APIInteractionResponse =
  | APIInteractionResponsePong
  | APIInteractionResponseChannelMessage
  | APIInteractionResponseDeferred
  | APIApplicationCommandAutocompleteResponse
  | APIModalInteractionResponse
  | APIInteractionResponseLaunchActivity;

/** What the callback endpoint answers with `?with_response=true`. */
export interface RESTPostAPIInteractionCallbackWithResponseResult {
  interaction: { id: string; type: number; activity_instance_id?: string; response_message_id?: string };
  resource?: { type: number; message?: unknown; activity_instance?: { id: string } };
}
