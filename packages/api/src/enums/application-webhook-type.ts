/**
 * The outer `type` of a Webhook Event request: a PING that checks the URL (answer 204), or an event.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#webhook-types | Webhook types}
 */
export const ApplicationWebhookType = {
  Ping: 0,
  Event: 1,
} as const;

/** A Webhook Event request type value. */
export type ApplicationWebhookType = (typeof ApplicationWebhookType)[keyof typeof ApplicationWebhookType];
