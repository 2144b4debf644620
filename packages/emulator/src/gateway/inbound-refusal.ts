import { GatewayCloseCodes, GatewayLimits } from '@slashkit/api';
import type { RawData } from 'ws';
import type { PayloadBudget } from './payload-budget.js';

/** Why a received frame closes its connection: the close code, and the reason for the log. */
export interface InboundRefusal {
  code: number;
  why: string;
}

/**
 * Checks a frame a client sent before it is read, as the service does: a payload over
 * {@link GatewayLimits}.maxPayloadBytes (4096) is 4002 Decode error; one past the connection's send budget
 * (`budget`: 120 per 60 s, more with a quicker heartbeat interval) is 4008 Rate limited. Undefined when the frame may be read.
 * @see {@link https://discord.com/developers/docs/events/gateway#sending-events | Sending events}
 */
export function inboundRefusal(
  data: RawData,
  budget: PayloadBudget,
  now: number,
): InboundRefusal | undefined {
  const size = rawSize(data);
  if (size > GatewayLimits.maxPayloadBytes)
    return {
      code: GatewayCloseCodes.DecodeError,
      why: `a payload of ${size} bytes, over the ${GatewayLimits.maxPayloadBytes} bytes a payload may have`,
    };
  if (!budget.take(now))
    return {
      code: GatewayCloseCodes.RateLimited,
      why: `more than ${budget.limit} payloads within ${GatewayLimits.payloadWindowMs / 1000} s`,
    };
  return undefined;
}

/** The bytes of a received frame, whichever form `ws` gives it in. */
function rawSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
