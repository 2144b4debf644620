/**
 * Replaces a whole bucket for the plain `setBucket` (KEYS[1] the bucket; ARGV: limit (-1 = none),
 * remaining, reset at, window id, lifetime in ms): write and expiry in one step.
 */
export const setBucketScript = `
redis.call('HSET', KEYS[1], 'limit', ARGV[1], 'remaining', ARGV[2], 'resetAt', ARGV[3], 'reset', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/**
 * Replaces a whole window for the plain `setWindow` (KEYS[1] its stamps, KEYS[2] its block; ARGV: 1 now,
 * 2 lifetime of the stamps in ms, 3 blocked until (ms), then the stamps): in one step, with expiry.
 */
export const setWindowScript = `
redis.call('DEL', KEYS[1])
for i = 4, #ARGV do redis.call('ZADD', KEYS[1], ARGV[i], ARGV[i] .. ':' .. i) end
if #ARGV >= 4 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local now, blocked = tonumber(ARGV[1]), tonumber(ARGV[3])
if blocked > now then redis.call('SET', KEYS[2], ARGV[3], 'PX', math.ceil(blocked - now)) else redis.call('DEL', KEYS[2]) end
return 1
`;
