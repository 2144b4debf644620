import { type APIErrorTree, isJsonObject } from '@slashkit/api';
import { flattenErrorTree } from '@slashkit/api/validation';
import { TestClientError } from './test-client-error.js';

/** An answer of the admin API: its status and its JSON body (`undefined` when empty). */
export interface AdminAnswer {
  status: number;
  body: unknown;
}

/**
 * The admin API (`/_emulator/…`) of one emulator, as JSON over `fetch`. Writes carry
 * `content-type: application/json`, which the emulator's cross-site guard asks of them.
 */
export class AdminRequests {
  readonly #origin: string;
  readonly #fetch: typeof fetch;
  readonly #streamFetch: typeof fetch;

  /**
   * @param origin the emulator's origin; @param fetcher the `fetch` to use; @param streamFetcher the `fetch`
   * of the event stream (default: `fetcher`), which must end when the emulator stops
   */
  constructor(origin: string, fetcher: typeof fetch, streamFetcher: typeof fetch = fetcher) {
    this.#origin = origin;
    this.#fetch = fetcher;
    this.#streamFetch = streamFetcher;
  }

  /** The emulator's origin. */
  get origin(): string {
    return this.#origin;
  }

  /**
   * Sends a request to `/_emulator{path}`; rejects with a `TestClientError` only when the emulator cannot
   * be reached, its answer breaks off, or `timeoutMs` (when given) passes before the whole answer came.
   */
  async send(
    method: string,
    path: string,
    body?: unknown,
    options: { timeoutMs?: number } = {},
  ): Promise<AdminAnswer> {
    const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
    const late = () =>
      signal?.aborted === true
        ? new TestClientError(
            `${method} /_emulator${path} got no answer from ${this.#origin} within ${options.timeoutMs} ms: is it an emulator, and is it running?`,
          )
        : undefined;
    let response: Response;
    try {
      response = await this.#fetch(`${this.#origin}/_emulator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      throw (
        late() ??
        new TestClientError(
          `cannot reach the emulator at ${this.#origin} (${(error as Error).message}): is it running, and is this its URL?`,
        )
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw (
        late() ??
        new TestClientError(
          `${method} /_emulator${path}: the emulator's answer broke off (${(error as Error).message}): was it stopped?`,
          response.status,
        )
      );
    }
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new TestClientError(
        `${method} /_emulator${path} answered ${response.status} with a body that is not JSON: is ${this.#origin} an emulator?`,
        response.status,
      );
    }
    return { status: response.status, body: parsed };
  }

  /** Sends a request and resolves with its body; a status other than 2xx rejects with the emulator's message. */
  async expectOk<T>(
    method: string,
    path: string,
    body?: unknown,
    options: { timeoutMs?: number } = {},
  ): Promise<T> {
    const answer = await this.send(method, path, body, options);
    if (answer.status < 200 || answer.status > 299)
      throw new TestClientError(
        `${method} /_emulator${path} answered ${answer.status}: ${messageOf(answer.body)}`,
        answer.status,
      );
    return answer.body as T;
  }

  /**
   * Opens `GET /_emulator/client/stream` (the emulator's event bus as server-sent events), skipping what
   * happened before: resolves once the emulator listens for this reader, so nothing published after is
   * missed.
   */
  async openEvents(signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    let response: Response;
    try {
      // No past event has a number this high: only live events follow.
      response = await this.#streamFetch(
        `${this.#origin}/_emulator/client/stream?after=${Number.MAX_SAFE_INTEGER}`,
        {
          signal,
          headers: { accept: 'text/event-stream' },
        },
      );
    } catch (error) {
      throw new TestClientError(
        `cannot open the emulator's event stream at ${this.#origin} (${(error as Error).message})`,
      );
    }
    if (!response.ok || !response.body)
      throw new TestClientError(
        `the emulator's event stream answered ${response.status}: ${messageOf(await response.json().catch(() => undefined))}`,
        response.status,
      );
    return response.body;
  }
}

/**
 * The `message` of an admin API error body (with its field errors, `path: message`, when it has them), or
 * the body itself.
 */
export function messageOf(body: unknown): string {
  if (!isJsonObject(body) || typeof body.message !== 'string') return JSON.stringify(body) ?? 'no body';
  const fields = isJsonObject(body.errors) ? flattenErrorTree(body.errors as APIErrorTree) : [];
  if (fields.length === 0) return body.message;
  return `${body.message} (${fields.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')})`;
}
