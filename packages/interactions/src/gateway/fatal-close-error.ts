import { GatewayCloseCodes, gatewayCloseReasons, isFatalGatewayClose } from '@slashkit/api';
import { GatewayError } from './gateway-error.js';

/**
 * The fatal error for a close code that reconnecting cannot fix (4004, 4010-4014), with what to change;
 * undefined for any other code.
 */
export function fatalCloseError(code: number): GatewayError | undefined {
  if (!isFatalGatewayClose(code)) return undefined;
  if (code === GatewayCloseCodes.AuthenticationFailed)
    return new GatewayError(
      'AUTHENTICATION_FAILED',
      `The gateway closed with ${code} ${gatewayCloseReasons[code]}: the bot token was refused; check the token option.`,
      { fatal: true, closeCode: code },
    );
  const option =
    code === GatewayCloseCodes.InvalidIntents || code === GatewayCloseCodes.DisallowedIntents
      ? 'intents option'
      : code === GatewayCloseCodes.InvalidAPIVersion
        ? 'gateway URL version'
        : code === GatewayCloseCodes.ShardingRequired
          ? 'shard option: the bot has too many guilds for one shard; use createGatewayShards with the recommended count'
          : 'shard option ([shard_id, num_shards] with shard_id < num_shards)';
  return new GatewayError(
    'FATAL_CLOSE',
    `The gateway closed with ${code} ${gatewayCloseReasons[code] ?? 'fatal close'}; reconnecting cannot fix this: check the ${option}.`,
    { fatal: true, closeCode: code },
  );
}
