import { ApplicationWebhookType, isJsonObject, ownValue } from '@slashkit/api';

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

/**
 * Reads the outer payload (`version`, `application_id`, `type`) and, for an event, its body (`type`,
 * `timestamp`, `data`), own properties only. A newer `version` is read the same way (the docs promise 1).
 * @see {@link https://discord.com/developers/docs/events/webhook-events#payload-structure | Payload structure}
 */
export function readWebhookEvent(payload: unknown): ReadWebhookEvent {
  if (!isJsonObject(payload)) return { kind: 'invalid', problem: 'the body is not a JSON object' };
  const type = ownValue(payload, 'type');
  if (type === ApplicationWebhookType.Ping) return { kind: 'ping' };
  if (type !== ApplicationWebhookType.Event)
    return { kind: 'invalid', problem: `"type" must be 0 (PING) or 1 (event); got ${JSON.stringify(type)}` };
  const applicationId = ownValue(payload, 'application_id');
  if (typeof applicationId !== 'string')
    return { kind: 'invalid', problem: '"application_id" must be a snowflake string' };
  const event = ownValue(payload, 'event');
  if (!isJsonObject(event)) return { kind: 'invalid', problem: '"event" must be an object' };
  const eventType = ownValue(event, 'type');
  const timestamp = ownValue(event, 'timestamp');
  if (typeof eventType !== 'string' || eventType.length === 0)
    return { kind: 'invalid', problem: '"event.type" must be a string' };
  if (typeof timestamp !== 'string')
    return { kind: 'invalid', problem: '"event.timestamp" must be a string' };
  const data = ownValue(event, 'data');
  return {
    kind: 'event',
    applicationId,
    type: eventType,
    timestamp,
    data: isJsonObject(data) ? data : undefined,
  };
}
