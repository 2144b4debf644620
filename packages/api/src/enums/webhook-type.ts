/**
 * Webhook types: INCOMING (posts with its token; made by a user or an app in a channel), CHANNEL_FOLLOWER
 * (the service's own, for followed announcement channels) and APPLICATION (an app's interaction webhook).
 * @see {@link https://discord.com/developers/docs/resources/webhook#webhook-object-webhook-types | Webhook types}
 */
export const WebhookType = {
  Incoming: 1,
  ChannelFollower: 2,
  Application: 3,
} as const;

/** A webhook type value. */
export type WebhookType = (typeof WebhookType)[keyof typeof WebhookType];
