/**
 * The one method the store needs of a Redis client: send a command, get its reply. A connected
 * `@redis/client` (node-redis) client has it as is; for a Redis Cluster client, route every command to the
 * slot of the store's hash tag, e.g. `{ sendCommand: (args) => cluster.sendCommand(store.hashTag, false, args) }`.
 * @example
 * const client = await createClient({ url: process.env.REDIS_URL }).connect();
 * const store = new RedisRateLimitStore({ client });
 */
export interface RedisCommandClient {
  /** Sends one command (`['EVALSHA', sha, …]`) and resolves its reply, or rejects with the server's error. */
  sendCommand(args: string[]): Promise<unknown>;
}
