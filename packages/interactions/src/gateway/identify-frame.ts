import { GatewayOpcodes, type GatewaySendPayload } from '@slashkit/api';
import type { GatewayClientOptions } from './gateway-client-options.js';

/** The Identify frame (op 2) of a client: token, intents, connection properties and its shard. */
export function identifyFrame(
  options: Pick<GatewayClientOptions, 'intents' | 'shard'>,
  token: string,
): GatewaySendPayload {
  const os = (globalThis as { process?: { platform?: string } }).process?.platform ?? 'unknown';
  return {
    op: GatewayOpcodes.Identify,
    d: {
      token,
      intents: options.intents ?? 0,
      properties: { os, browser: 'slashkit', device: 'slashkit' },
      ...(options.shard ? { shard: options.shard } : {}),
    },
  };
}
