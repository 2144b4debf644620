/**
 * The Webhook Event types an app may subscribe to (`event_webhooks_types`), as the inner `event.type`.
 * `QUEST_USER_ENROLLMENT` is listed on the settings page but not sent to apps yet, the docs say.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#event-types | Event types}
 */
export const ApplicationWebhookEventType = {
  ApplicationAuthorized: 'APPLICATION_AUTHORIZED',
  ApplicationDeauthorized: 'APPLICATION_DEAUTHORIZED',
  EntitlementCreate: 'ENTITLEMENT_CREATE',
  EntitlementUpdate: 'ENTITLEMENT_UPDATE',
  EntitlementDelete: 'ENTITLEMENT_DELETE',
  QuestUserEnrollment: 'QUEST_USER_ENROLLMENT',
  LobbyMessageCreate: 'LOBBY_MESSAGE_CREATE',
  LobbyMessageUpdate: 'LOBBY_MESSAGE_UPDATE',
  LobbyMessageDelete: 'LOBBY_MESSAGE_DELETE',
  GameDirectMessageCreate: 'GAME_DIRECT_MESSAGE_CREATE',
  GameDirectMessageUpdate: 'GAME_DIRECT_MESSAGE_UPDATE',
  GameDirectMessageDelete: 'GAME_DIRECT_MESSAGE_DELETE',
} as const;

/** A Webhook Event type name. */
export type ApplicationWebhookEventType =
  (typeof ApplicationWebhookEventType)[keyof typeof ApplicationWebhookEventType];

/** Every Webhook Event type name, in the docs' order: what `event_webhooks_types` may hold. */
export const ApplicationWebhookEventTypes: readonly ApplicationWebhookEventType[] =
  Object.values(ApplicationWebhookEventType);
