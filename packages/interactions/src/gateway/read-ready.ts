import { isJsonObject } from '@slashkit/api';
import type { GatewayReady } from './gateway-client-events.js';
import { isWebSocketUrl } from './is-web-socket-url.js';

/**
 * Reads READY's payload without trusting it: a session id, the application and the bot user are required
 * (without a session id nothing can be resumed). Returns the reason when something is missing.
 */
export function readReady(d: unknown): GatewayReady | string {
  if (!isJsonObject(d)) return 'READY without a payload object';
  const ready = d as Record<string, unknown>;
  const sessionId = ready.session_id;
  if (typeof sessionId !== 'string' || sessionId.length === 0) return 'READY without a session_id';
  const applicationId = idOf(ready.application);
  if (applicationId === undefined) return 'READY without application.id';
  const userId = idOf(ready.user);
  if (userId === undefined) return 'READY without user.id';
  const resume = ready.resume_gateway_url;
  if (resume !== undefined && !isWebSocketUrl(resume))
    return 'READY with a resume_gateway_url that is not a ws:// or wss:// URL';
  const shard = ready.shard;
  return {
    sessionId,
    applicationId,
    userId,
    // Without one, the client resumes where it connected.
    resumeGatewayUrl: typeof resume === 'string' ? resume : '',
    ...(isShard(shard) ? { shard } : {}),
  };
}

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

function isShard(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => Number.isSafeInteger(n));
}
