import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { ApplicationWebhookEventType } from '../enums/application-webhook-event-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIGuild } from './guild.js';
import type { APIEntitlement } from './monetization.js';
import type { APIUser } from './resolved-objects.js';

/**
 * `APPLICATION_AUTHORIZED`'s data: who added the app, with which scopes, to their account
 * (`integration_type` 1) or to a server (0, with the `guild`).
 * @see {@link https://discord.com/developers/docs/events/webhook-events#application-authorized | Application Authorized}
 */
export interface APIApplicationAuthorizedData {
  integration_type?: ApplicationIntegrationType;
  user: APIUser;
  scopes: string[];
  guild?: APIGuild;
}

/**
 * `APPLICATION_DEAUTHORIZED`'s data: the user who removed the app.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#application-deauthorized | Application Deauthorized}
 */
export interface APIApplicationDeauthorizedData {
  user: APIUser;
}

/**
 * Each Webhook Event type's `data`. The Social SDK's lobby and game DM events carry messages slashkit does
 * not model, and `QUEST_USER_ENROLLMENT` is not sent to apps yet: their data is an untyped object.
 */
export interface ApplicationWebhookEventDataMap {
  APPLICATION_AUTHORIZED: APIApplicationAuthorizedData;
  APPLICATION_DEAUTHORIZED: APIApplicationDeauthorizedData;
  ENTITLEMENT_CREATE: APIEntitlement;
  ENTITLEMENT_UPDATE: APIEntitlement;
  ENTITLEMENT_DELETE: APIEntitlement;
  QUEST_USER_ENROLLMENT: Record<string, unknown>;
  LOBBY_MESSAGE_CREATE: Record<string, unknown>;
  LOBBY_MESSAGE_UPDATE: Record<string, unknown>;
  LOBBY_MESSAGE_DELETE: { id: Snowflake; lobby_id: Snowflake };
  GAME_DIRECT_MESSAGE_CREATE: Record<string, unknown>;
  GAME_DIRECT_MESSAGE_UPDATE: Record<string, unknown>;
  GAME_DIRECT_MESSAGE_DELETE: Record<string, unknown>;
}

/**
 * The inner `event` of a Webhook Event: its type, when it happened (ISO 8601) and its data.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#event-body-object | Event body object}
 */
export interface APIWebhookEventBody<T extends ApplicationWebhookEventType = ApplicationWebhookEventType> {
  type: T;
  timestamp: string;
  data?: ApplicationWebhookEventDataMap[T];
}

/**
 * The PING a Webhook Events URL gets when it is saved (and in routine checks): answer 204 with no body.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#payload-structure | Payload structure}
 */
export interface APIWebhookEventPing {
  version: 1;
  application_id: Snowflake;
  type: 0;
}

/**
 * One Webhook Event request: the outer payload (`version` 1, the app's id, `type` 1) around the event.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#payload-structure | Payload structure}
 */
export interface APIWebhookEventPayload<T extends ApplicationWebhookEventType = ApplicationWebhookEventType> {
  version: 1;
  application_id: Snowflake;
  type: 1;
  event: APIWebhookEventBody<T>;
}
