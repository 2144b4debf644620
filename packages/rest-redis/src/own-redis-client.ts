import { createClient } from '@redis/client';
import type { Timers } from '@slashkit/api';
import type { RedisCommandClient } from './redis-command-client.js';

/** What {@link OwnRedisClient} needs. */
export interface OwnRedisClientOptions {
  url: string;
  /** How long the first connection may take before calls stop waiting for it. */
  connectTimeout: number;
  timers: Timers;
  /** Called each time the connection is (again) ready. */
  onReady: () => void;
}

/**
 * The connection a store opens from `url`. It connects in the background and keeps reconnecting; a command
 * sent while it is not connected fails at once with the connection's last error (`connect ECONNREFUSED …`),
 * never waiting in a queue. Only the first attempt may hold the first calls, within `connectTimeout`, so
 * that the requests of a process that just started do not fall back for nothing.
 */
export class OwnRedisClient implements RedisCommandClient {
  /** `redis <host>:<port>`, for messages: never the password. */
  readonly describe: string;
  readonly #client: ReturnType<typeof createClient>;
  readonly #timers: Timers;
  #lastError: Error | undefined;
  #firstAttempt: Promise<void> | undefined;
  #firstTimer: unknown;
  #endFirst: () => void = () => {};
  #closed = false;

  constructor(options: OwnRedisClientOptions) {
    const parsed = new URL(options.url);
    this.describe = `redis ${parsed.hostname}:${parsed.port || '6379'}`;
    this.#timers = options.timers;
    this.#client = createClient({
      url: options.url,
      // No offline queue: while disconnected a command fails at once (and the policy applies) instead of
      // waiting for a reconnect; the client keeps reconnecting in the background.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: options.connectTimeout,
        reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 1000),
      },
    });
    this.#firstAttempt = new Promise<void>((resolve) => {
      this.#endFirst = () => {
        this.#firstAttempt = undefined;
        this.#timers.clearTimeout(this.#firstTimer);
        resolve();
      };
    });
    const endFirst = () => this.#endFirst();
    // The connect timeout of the socket bounds a TCP connect; this one also a server that accepts and then
    // never answers the handshake, whose calls then fail saying so (not a bare "not connected").
    this.#firstTimer = this.#timers.setTimeout(() => {
      if (!this.#client.isReady)
        this.#lastError ??= new Error(
          `no answer within connectTimeout (${options.connectTimeout} ms): the connection was accepted but the handshake never finished`,
        );
      endFirst();
    }, options.connectTimeout);
    this.#client.on('error', (error: Error) => {
      // Reported through the policy's one warning per outage, not once per reconnect attempt.
      this.#lastError = error;
      endFirst();
    });
    // A close() while the TCP connect is still in flight finds no socket to drop, and the client then
    // goes on with that socket once it connects (waiting for a handshake a hung server never answers):
    // drop it as soon as it exists.
    this.#client.on('connect', () => {
      if (this.#closed) this.#client.destroy();
    });
    this.#client.on('ready', () => {
      this.#lastError = undefined;
      endFirst();
      options.onReady();
    });
    this.#client.connect().catch(() => {
      // Only a close ends the reconnecting; its rejection says nothing new.
    });
  }

  /** The first connection attempt while it lasts (at most `connectTimeout`), else undefined. */
  get firstAttempt(): Promise<void> | undefined {
    return this.#firstAttempt;
  }

  /** Sends a command, or fails at once when not connected. */
  sendCommand(args: string[]): Promise<unknown> {
    if (!this.#client.isReady) {
      return Promise.reject(this.#lastError ?? new Error('not connected'));
    }
    return this.#client.sendCommand(args);
  }

  /**
   * Closes the connection: waits for the replies still due for at most `bound` ms (a hung server sends
   * none), then drops the socket. A connection that is not ready (still connecting, perhaps to a server
   * that accepted it and never answers) owes no reply: it is dropped at once.
   */
  async close(bound: number): Promise<void> {
    this.#closed = true;
    this.#endFirst();
    if (!this.#client.isReady) {
      this.#client.destroy();
      return;
    }
    let timer: unknown;
    const closed = this.#client.close().then(
      () => true,
      () => false,
    );
    const late = new Promise<false>((resolve) => {
      timer = this.#timers.setTimeout(() => resolve(false), bound);
    });
    const done = await Promise.race([closed, late]);
    this.#timers.clearTimeout(timer);
    if (!done) this.#client.destroy();
  }
}
