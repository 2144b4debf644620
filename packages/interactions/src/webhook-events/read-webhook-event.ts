import { ApplicationWebhookType } from '@slashkit/api';

/** A verified Webhook Event request, read: a PING, an event, or what is wrong with it. */
export type ReadWebhookEvent =
  | { kind: 'ping' }
  | {
      kind: 'event';
      applicationId: string;
      type: string;
      timestamp: string;
      /** Absent when the event carried none (or not an object). */
      data: Record<string, unknown> | undefined;
    }
  | { kind: 'invalid'; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property only: a hostile `__proto__` or `constructor` key never reaches the prototype's. */
const own = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

/**
 * Reads the outer payload (`version`, `application_id`, `type`) and, for an event, its body (`type`,
 * `timestamp`, `data`), own properties only. A newer `version` is read the same way (the docs promise 1).
 * @see {@link https://discord.com/developers/docs/events/webhook-events#payload-structure | Payload structure}
 */
export function readWebhookEvent(payload: unknown): ReadWebhookEvent {
  if (!isObject(payload)) return { kind: 'invalid', problem: 'the body is not a JSON object' };
  const type = own(payload, 'type');
  if (type === ApplicationWebhookType.Ping) return { kind: 'ping' };
  if (type !== ApplicationWebhookType.Event)
    return { kind: 'invalid', problem: `"type" must be 0 (PING) or 1 (event); got ${JSON.stringify(type)}` };
  const applicationId = own(payload, 'application_id');
  if (typeof applicationId !== 'string')
    return { kind: 'invalid', problem: '"application_id" must be a snowflake string' };
  const event = own(payload, 'event');
  if (!isObject(event)) return { kind: 'invalid', problem: '"event" must be an object' };
  const eventType = own(event, 'type');
  const timestamp = own(event, 'timestamp');
  if (typeof eventType !== 'string' || eventType.length === 0)
    return { kind: 'invalid', problem: '"event.type" must be a string' };
  if (typeof timestamp !== 'string')
    return { kind: 'invalid', problem: '"event.timestamp" must be a string' };
  const data = own(event, 'data');
  return {
    kind: 'event',
    applicationId,
    type: eventType,
    timestamp,
    data: isObject(data) ? data : undefined,
  };
}
