/**
 * Ends the ticket of a request that got no answer (KEYS[1] the global window, for the cluster slot;
 * ARGV: 1 key prefix, 2 bucket key, 3 ticket). One command, so it needs no more atomicity than Redis's own.
 */
export const releaseScript = `
redis.call('ZREM', ARGV[1] .. ':inflight:' .. ARGV[2], ARGV[3])
return 1
`;
