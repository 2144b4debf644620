/**
 * The atomic "what did this response teach?" of every process: the route's bucket hash, the bucket's
 * window, an invalid response, a 429's block, and the end of the request's ticket, in one Lua script.
 * Mirrors `learnFromResponse` of `@slashkit/rest` step for step.
 *
 * KEYS[1] the global window, where the ticket's place moves to `now`. ARGV: 1 key prefix, 2 route key, 3 major
 * parameter, 4 now (ms), 5 the ticket's bucket key, 6 ticket ('' = none), 7 bucket hash ('' = none),
 * 8 has a window (1/0), 9 limit, 10 remaining, 11 reset at (ms), 12 window id, 13 unlimited (1/0),
 * 14 invalid (1/0), 15 global block until (ms, 0 = none), 16 bucket block until (ms, 0 = none), 17 a unique
 * id for the invalid-request stamp, 18 invalid window (ms), 19 lifetime of a route's hash (ms), 20 idle
 * lifetime of a bucket (ms). Returns `{key, hash or ''}`.
 */
export const learnScript = `
local p = ARGV[1]
local now = tonumber(ARGV[4])
local rkey = p .. ':route:' .. ARGV[2]
local hash = false
if ARGV[7] ~= '' then
  hash = ARGV[7]
  redis.call('SET', rkey, hash, 'PX', ARGV[19])
else
  hash = redis.call('GET', rkey)
end
local key = (hash or ARGV[2]) .. '|' .. ARGV[3]
if ARGV[6] ~= '' then
  redis.call('ZREM', p .. ':inflight:' .. ARGV[5], ARGV[6])
  -- The request counts in the global window from its answer (it arrived before): XX, only if it counted.
  redis.call('ZADD', KEYS[1], 'XX', now, ARGV[6])
end

local bkey = p .. ':bucket:' .. key
local b = redis.call('HMGET', bkey, 'limit', 'remaining', 'resetAt', 'reset')
local known = b[1] ~= false
local limit, remaining, resetAt, reset = 0, 0, 0, 0
if known then
  limit, remaining, resetAt, reset = tonumber(b[1]), tonumber(b[2]), tonumber(b[3]), tonumber(b[4])
end
local write = false
if ARGV[8] == '1' then
  local wl, wr, wat, wid = tonumber(ARGV[9]), tonumber(ARGV[10]), tonumber(ARGV[11]), tonumber(ARGV[12])
  if not known or limit < 0 then
    limit, remaining, resetAt, reset = wl, wr, wat, wid
  elseif wid < reset - 0.001 then
    -- An answer from an older window, overtaken by newer ones: nothing to learn.
  elseif math.abs(wid - reset) <= 0.001 then
    -- Same window: both counts only ever go down, so the smaller one is the truth.
    if resetAt ~= 0 then
      remaining = math.min(remaining, wr)
      resetAt = math.max(resetAt, wat)
      limit = wl
    end
  else
    -- A new window. Requests still in flight (in any process) may yet be counted in it: keep room.
    local fkey = p .. ':inflight:' .. key
    redis.call('ZREMRANGEBYSCORE', fkey, '-inf', now)
    local fresh = math.max(0, wr - redis.call('ZCARD', fkey))
    if resetAt == 0 then remaining = math.min(remaining, fresh) else remaining = fresh end
    resetAt, reset, limit = wat, wid, wl
  end
  known, write = true, true
elseif not known and ARGV[13] == '1' then
  -- No headers on a success: this route is not limited per bucket (limit -1).
  limit, remaining, resetAt, reset = -1, 0, 0, 0
  known, write = true, true
end

if ARGV[14] == '1' then
  local ikey = p .. ':invalid'
  redis.call('ZADD', ikey, now, ARGV[17])
  redis.call('PEXPIRE', ikey, ARGV[18])
end
local globalUntil = tonumber(ARGV[15])
local bucketUntil = tonumber(ARGV[16])
if globalUntil > 0 then
  local gkey = p .. ':global:blocked'
  local blockEnd = math.max(globalUntil, tonumber(redis.call('GET', gkey) or '0'))
  if blockEnd > now then redis.call('SET', gkey, blockEnd, 'PX', math.ceil(blockEnd - now)) end
elseif bucketUntil > 0 then
  if not known then limit, remaining, resetAt, reset = 1, 0, 0, 0 end
  remaining = 0
  resetAt = math.max(resetAt, bucketUntil)
  if limit < 0 then limit = 1 end
  write = true
end
if write then
  redis.call('HSET', bkey, 'limit', limit, 'remaining', remaining, 'resetAt', resetAt, 'reset', reset)
  redis.call('PEXPIRE', bkey, math.ceil(math.max(resetAt - now, 0) + tonumber(ARGV[20])))
end
return {key, hash or ''}
`;
