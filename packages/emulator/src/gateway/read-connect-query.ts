import { APIVersion, GatewayCloseCodes, GatewayCompression } from '@slashkit/api';
import type { TransportCompression } from './gateway-transport.js';

/** A gateway URL's query refused: the close code, and a reason when the code's own is not enough (≤ 123 bytes). */
export interface ConnectRefusal {
  code: number;
  reason?: string;
}

/**
 * Reads the gateway URL's query: `v` (10 or absent, else 4012), `encoding` (`json` or absent, else 4002:
 * the emulator does not speak ETF) and `compress` (`zlib-stream`, `zstd-stream` or absent); any other
 * value is closed with 4002, as the service does.
 * @see {@link https://discord.com/developers/docs/events/gateway#transport-compression | Transport compression}
 */
export function readConnectQuery(
  query: URLSearchParams,
): { compress: TransportCompression } | ConnectRefusal {
  const version = query.get('v');
  if (version !== null && version !== APIVersion) return { code: GatewayCloseCodes.InvalidAPIVersion };
  const encoding = query.get('encoding');
  if (encoding !== null && encoding !== 'json')
    return {
      code: GatewayCloseCodes.DecodeError,
      reason: 'Decode error: the emulator speaks encoding=json only (no etf)',
    };
  const compress = query.get('compress');
  if (compress === null) return { compress: false };
  if (compress === GatewayCompression.ZlibStream || compress === GatewayCompression.ZstdStream)
    return { compress };
  return {
    code: GatewayCloseCodes.DecodeError,
    reason: 'Decode error: unknown compress value; use compress=zlib-stream, zstd-stream or none',
  };
}
