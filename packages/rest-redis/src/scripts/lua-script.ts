import { createHash } from 'node:crypto';
import type { RedisCommandClient } from '../redis-command-client.js';

/** A Lua script and its SHA1, run by {@link runScript}. */
export interface LuaScript {
  readonly source: string;
  readonly sha: string;
}

/** Wraps the source of a Lua script with the digest `EVALSHA` names it by. */
export function luaScript(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/**
 * Runs a script by its digest (`EVALSHA`, so the source crosses the wire once per server), and with
 * `EVAL` when the server does not know it (`NOSCRIPT`: a fresh or restarted server, a failover, `SCRIPT
 * FLUSH`), which also caches it for next time. The script runs atomically either way.
 */
export async function runScript(
  client: RedisCommandClient,
  script: LuaScript,
  keys: readonly string[],
  args: readonly string[],
): Promise<unknown> {
  const tail = [String(keys.length), ...keys, ...args];
  try {
    return await client.sendCommand(['EVALSHA', script.sha, ...tail]);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return client.sendCommand(['EVAL', script.source, ...tail]);
  }
}
