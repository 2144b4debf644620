import { GatewayOpcodes, type GatewayReceivePayload, isJsonObject } from '@slashkit/api';

/** The result of decoding one text frame: a frame of a known op, an op the client ignores, or a violation. */
export type DecodedFrame =
  | { kind: 'frame'; frame: GatewayReceivePayload }
  | { kind: 'ignored'; op: number }
  | { kind: 'violation'; reason: string };

/** Larger frames are refused: no frame this client handles comes near it (READY of 2,500 guilds is ~100 kB). */
const maxFrameChars = 8 * 1024 * 1024;

const known = new Set<number>(Object.values(GatewayOpcodes));

/**
 * Decodes a text frame from the gateway without trusting it: anything that is not a JSON object with an
 * integer `op`, a valid `s` and the `d` its op needs is a violation (reported, and the connection restarted),
 * never an exception.
 */
export function decodeGatewayFrame(text: string): DecodedFrame {
  if (text.length > maxFrameChars) return violation(`a frame of ${text.length} characters`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return violation('a frame that is not JSON');
  }
  if (!isJsonObject(value))
    return violation(`a frame that is not a JSON object (${value === null ? 'null' : typeof value})`);
  const frame = value as Record<string, unknown>;
  const { op, d, s, t } = frame;
  if (!Number.isSafeInteger(op)) return violation('a frame without an integer op');
  if (s !== undefined && s !== null && !(Number.isSafeInteger(s) && (s as number) >= 0))
    return violation(`op ${op} with a sequence that is not a non-negative integer`);
  if (!known.has(op as number)) return { kind: 'ignored', op: op as number };
  switch (op) {
    case GatewayOpcodes.Dispatch:
      if (typeof t !== 'string' || t.length === 0) return violation('a dispatch without an event name (t)');
      if (typeof s !== 'number') return violation(`dispatch ${t} without a sequence number (s)`);
      return ok({ op: GatewayOpcodes.Dispatch, t, s, d });
    case GatewayOpcodes.Hello: {
      const interval = (d as { heartbeat_interval?: unknown } | null)?.heartbeat_interval;
      if (typeof d !== 'object' || d === null || typeof interval !== 'number' || !(interval > 0))
        return violation('Hello without a positive heartbeat_interval');
      return ok({ op: GatewayOpcodes.Hello, d: { heartbeat_interval: interval } });
    }
    case GatewayOpcodes.InvalidSession:
      // The service sends a boolean; anything else is read as "not resumable", the safe side.
      return ok({ op: GatewayOpcodes.InvalidSession, d: d === true });
    case GatewayOpcodes.Heartbeat:
    case GatewayOpcodes.Reconnect:
    case GatewayOpcodes.HeartbeatAck:
      return ok({ op: op as 1 | 7 | 11, d: null });
    default:
      // Identify and Resume are sent by clients, never by the gateway.
      return violation(`op ${op}, which only clients send`);
  }
}

function ok(frame: GatewayReceivePayload): DecodedFrame {
  return { kind: 'frame', frame };
}

function violation(reason: string): DecodedFrame {
  return { kind: 'violation', reason: `the gateway sent ${reason}` };
}
