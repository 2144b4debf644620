/**
 * Ends the ticket of a request that got no answer, or whose slot a timed-out call may have taken: out of
 * the requests in flight of its bucket, and in the global window from now (it may have reached the
 * service). KEYS[1] the global window; ARGV: 1 key prefix, 2 bucket key ('' = the one route 5 with major
 * parameter 6 maps to now), 3 ticket, 4 now (ms), 5 route key, 6 major parameter.
 */
export const releaseScript = `
local key = ARGV[2]
if key == '' then key = (redis.call('GET', ARGV[1] .. ':route:' .. ARGV[5]) or ARGV[5]) .. '|' .. ARGV[6] end
redis.call('ZREM', ARGV[1] .. ':inflight:' .. key, ARGV[3])
redis.call('ZADD', KEYS[1], 'XX', tonumber(ARGV[4]), ARGV[3])
return 1
`;
