/**
 * The atomic "may this request go?" of every process: the invalid-request budget, the global window (and
 * a global 429's block), then the route's bucket and the requests in flight in it, in one Lua script.
 * Mirrors `takeSlot` of `@slashkit/rest` step for step, on keys that all carry the store's hash tag.
 *
 * KEYS[1] the global window: a sorted set of tickets, scored with the time their answer came (a request
 * in flight is scored with the end of its lease, so it counts as happening now until it ends). ARGV: 1 key prefix (the hash tag), 2 route
 * key, 3 major parameter, 4 counts toward the global limit (1/0), 5 now (ms), 6 global limit (-1 = off),
 * 7 global window (ms), 8 invalid limit (-1 = off), 9 invalid window (ms), 10 ticket, 11 in-flight lease
 * (ms), 12 poll interval (ms) of a wait for another process's answer, 13 idle lifetime of a bucket (ms).
 * Returns `{'go', key, ticket}`, `{'wait', scope, ms}` or `{'response', key, ms}` (key `*global` when
 * requests in flight fill the global window: only one of their answers can free a place).
 */
export const takeSlotScript = `
local p = ARGV[1]
local now = tonumber(ARGV[5])
local counts = ARGV[4] == '1'
local glimit = tonumber(ARGV[6])
local gspan = tonumber(ARGV[7])
local ticket = ARGV[10]
local lease = tonumber(ARGV[11])

-- How long the window holds the next request back; -1 when requests in flight (scored in the future) fill it.
local function windowWait(zkey, capacity, span)
  redis.call('ZREMRANGEBYSCORE', zkey, '-inf', now - span)
  if capacity < 0 then return 0 end
  local n = redis.call('ZCARD', zkey)
  if n >= capacity then
    local at = tonumber(redis.call('ZRANGE', zkey, n - capacity, n - capacity, 'WITHSCORES')[2])
    if at > now then return -1 end
    return at + span - now
  end
  return 0
end

local hash = redis.call('GET', p .. ':route:' .. ARGV[2])
local key = (hash or ARGV[2]) .. '|' .. ARGV[3]

local invalidWait = windowWait(p .. ':invalid', tonumber(ARGV[8]), tonumber(ARGV[9]))
if invalidWait > 0 then return {'wait', 'invalid', tostring(invalidWait)} end

if counts then
  local blocked = tonumber(redis.call('GET', p .. ':global:blocked') or '0')
  if blocked > now then return {'wait', 'global', tostring(blocked - now)} end
  if glimit >= 0 then
    local wait = windowWait(KEYS[1], glimit, gspan)
    if wait < 0 then return {'response', '*global', ARGV[12]} end
    if wait > 0 then return {'wait', 'global', tostring(wait)} end
  end
end

local bkey = p .. ':bucket:' .. key
local fkey = p .. ':inflight:' .. key
-- A ticket past its lease belongs to a process that died mid-request: it no longer holds a slot.
redis.call('ZREMRANGEBYSCORE', fkey, '-inf', now)
local inflight = redis.call('ZCARD', fkey)
local b = redis.call('HMGET', bkey, 'limit', 'remaining', 'resetAt')
if not b[1] then
  -- Unknown bucket: one request (of any process) goes first to learn the limit; the rest wait for it.
  if inflight > 0 then return {'response', key, ARGV[12]} end
else
  local limit = tonumber(b[1])
  if limit >= 0 then
    local remaining = tonumber(b[2])
    local resetAt = tonumber(b[3])
    if resetAt ~= 0 and now >= resetAt then
      remaining = limit
      resetAt = 0
    end
    if remaining <= 0 then
      if resetAt ~= 0 then return {'wait', 'user', tostring(resetAt - now)} end
      if inflight > 0 then return {'response', key, ARGV[12]} end
    end
    redis.call('HSET', bkey, 'remaining', math.max(0, remaining - 1), 'resetAt', resetAt)
    redis.call('PEXPIRE', bkey, math.ceil(math.max(resetAt - now, 0) + tonumber(ARGV[13])))
  end
end
if counts and glimit >= 0 then
  redis.call('ZADD', KEYS[1], now + lease, ticket)
  redis.call('PEXPIRE', KEYS[1], math.ceil(lease + gspan))
end
redis.call('ZADD', fkey, now + lease, ticket)
redis.call('PEXPIRE', fkey, math.ceil(lease))
return {'go', key, ticket}
`;
