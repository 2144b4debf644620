import type { ApplicationWebhookEventDataMap, ApplicationWebhookEventType } from '@slashkit/api';

/**
 * One Webhook Event as a handler receives it: its type, when it happened, its data (typed by the type) and
 * the app it was sent to.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#event-body-object | Event body object}
 */
export interface WebhookEvent<T extends ApplicationWebhookEventType = ApplicationWebhookEventType> {
  /** The event type, e.g. `ENTITLEMENT_CREATE`. */
  type: T;
  /** When the event happened (ISO 8601, as sent). */
  timestamp: string;
  /** The event's data: an entitlement, the user who authorized the app, … */
  data: ApplicationWebhookEventDataMap[T];
  /** The app's id (the payload's `application_id`). */
  applicationId: string;
}

/**
 * The handlers of `createWebhookEventHandler`, by event type: each gets its event typed, after the
 * request was answered 204. What one returns is awaited (and kept alive with `waitUntil`); what it throws
 * goes to `onError`.
 */
export type WebhookEventHandlers = {
  [T in ApplicationWebhookEventType]?: (event: WebhookEvent<T>) => unknown;
};
