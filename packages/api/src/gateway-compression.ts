/**
 * The `compress` values of the gateway URL. `zlib-stream`: one zlib context for the connection, every
 * payload flushed with Z_SYNC_FLUSH and sent as a binary frame ending in {@link ZlibFlushSuffix}.
 * @see {@link https://discord.com/developers/docs/events/gateway#transport-compression | Transport compression}
 */
export const GatewayCompression = { ZlibStream: 'zlib-stream', ZstdStream: 'zstd-stream' } as const;

/** The four bytes every Z_SYNC_FLUSH ends with: a client buffers binary frames until it sees them. */
export const ZlibFlushSuffix: readonly number[] = Object.freeze([0x00, 0x00, 0xff, 0xff]);
