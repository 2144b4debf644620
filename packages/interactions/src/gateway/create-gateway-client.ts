import { isGatewayShard } from '@slashkit/api';
import type { GatewayClient } from './gateway-client.js';
import type { GatewayClientOptions } from './gateway-client-options.js';
import { GatewayShardClient } from './gateway-shard-client.js';
import { isWebSocketUrl } from './is-web-socket-url.js';

/**
 * Creates a gateway client: connects (URL from `GET /gateway/bot` unless `gatewayUrl` is given), identifies,
 * heartbeats, resumes after drops with backoff (identifying again when the session is gone), routes
 * INTERACTION_CREATE through `handler` with answers sent to the callback endpoint, and emits typed events
 * such as `applicationCommandPermissionsUpdate`. Everything the gateway sends is checked: a malformed frame
 * or a step that never comes is reported and the connection restarted, never thrown.
 * @example
 * const gateway = createGatewayClient({ token, handler, rest: new REST({ token }) });
 * gateway.on('applicationCommandPermissionsUpdate', (p) => console.log(p.guild_id, p.permissions));
 * await gateway.connect();
 * @see {@link https://discord.com/developers/docs/events/gateway | Gateway}
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  checkGatewayClientOptions(options, 'createGatewayClient');
  return new GatewayShardClient(options);
}

/** Refuses options that cannot work, before anything connects. */
export function checkGatewayClientOptions(options: Partial<GatewayClientOptions>, where: string): void {
  if (typeof options.token !== 'string' || options.token.length === 0)
    throw new TypeError(`${where}: token must be the bot token (a non-empty string).`);
  const intents = options.intents ?? 0;
  if (options.gatewayUrl !== undefined && !isWebSocketUrl(options.gatewayUrl))
    throw new TypeError(
      `${where}: gatewayUrl must be a ws:// or wss:// URL; got ${JSON.stringify(options.gatewayUrl)}.`,
    );
  if (!Number.isSafeInteger(intents) || intents < 0)
    throw new RangeError(`${where}: intents must be a non-negative integer bit set; got ${intents}.`);
  const shard = options.shard;
  if (shard !== undefined && !isGatewayShard(shard))
    throw new RangeError(
      `${where}: shard must be [shard_id, num_shards] with 0 <= shard_id < num_shards; got ${JSON.stringify(shard)}.`,
    );
}
