import { afterEach } from 'vitest';
import { type RunningEmulator, type StartEmulatorOptions, startEmulator } from '../src/index.js';

/** A fixed start time for the emulator clock, so tests move time only through POST /_emulator/clock. */
export const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.stop()));
});

/** Starts an emulator on 127.0.0.1:0 with a frozen clock (T0) and rate limits off unless asked; stopped after the test. */
export async function start(options: StartEmulatorOptions = {}): Promise<Harness> {
  const emu = await startEmulator({ now: () => T0, rateLimits: 'off', ...options });
  running.push(emu);
  return new Harness(emu);
}

/** A parsed JSON body; tests read fields freely and assert on them. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in tests.
export type Json = any;

/** Plain-fetch helpers around a running emulator. */
export class Harness {
  constructor(readonly emu: RunningEmulator) {}

  get app() {
    return this.emu.world.application;
  }

  get guild() {
    return this.emu.world.guild;
  }

  user(username: string) {
    const user = this.emu.world.users.find((u) => u.username === username);
    if (!user) throw new Error(`no seeded user ${username}`);
    return user;
  }

  /** Calls the API with the primary app's bot token unless `auth` says otherwise (null: no header). */
  async api(
    method: string,
    path: string,
    options: { body?: unknown; auth?: string | null; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    const auth = options.auth === undefined ? `Bot ${this.app.botToken}` : options.auth;
    if (auth !== null) headers.authorization = auth;
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.emu.apiBaseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  /**
   * Calls the admin API. Writes say `Content-Type: application/json` even without a body, as a program must
   * (a POST without it could be a web page's cross-site request, which the emulator refuses).
   */
  async admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${this.emu.url}/_emulator${path}`, {
      method,
      ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' } }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Issues a Bearer token for a seeded user through the admin API. */
  async bearer(username: string, scopes: string[], applicationId?: string): Promise<string> {
    const res = await this.admin('POST', '/tokens', {
      userId: this.user(username).id,
      scopes,
      ...(applicationId ? { applicationId } : {}),
    });
    if (res.status !== 200) throw new Error(`token: ${JSON.stringify(res.body)}`);
    return `Bearer ${res.body.access_token}`;
  }
}
