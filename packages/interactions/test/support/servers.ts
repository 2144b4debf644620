import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIInteractionResponse, APIInteractionResponseMessageData, APIMessage } from '@slashkit/api';
import type { InteractionRestClient } from '../../src/index.js';

/** A real server on 127.0.0.1 with a random port. */
export async function listen(
  listener: RequestListener,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One call the webhook stub received. */
export interface StubCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A stub of the service's interaction endpoints (callback, @original, follow-ups) that records calls, and
 * a small fetch-based client for it, standing in for @slashkit/rest's REST in these tests.
 */
export async function startWebhookStub() {
  const calls: StubCall[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let nextId = 1;
  const { url, close } = await listen(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    calls.push({ method: req.method!, path: req.url!, body: text ? JSON.parse(text) : undefined });
    for (const waiter of waiters.filter((w) => calls.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (req.method === 'DELETE' || req.url!.endsWith('/callback')) {
      res.writeHead(204).end();
      return;
    }
    const message = {
      id: String(nextId++),
      content: (JSON.parse(text || '{}') as { content?: string }).content ?? '',
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  });
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(url + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`stub answered ${response.status}`);
    return response.status === 204 ? undefined : response.json();
  };
  const rest: InteractionRestClient = {
    interactions: {
      createInteractionResponse: (id, token, body: APIInteractionResponse) =>
        call('POST', `/interactions/${id}/${token}/callback`, body),
      editOriginalInteractionResponse: (app, token, body: APIInteractionResponseMessageData) =>
        call('PATCH', `/webhooks/${app}/${token}/messages/@original`, body) as Promise<APIMessage>,
      deleteOriginalInteractionResponse: (app, token) =>
        call('DELETE', `/webhooks/${app}/${token}/messages/@original`),
      createFollowupMessage: (app, token, body) =>
        call('POST', `/webhooks/${app}/${token}`, body) as Promise<APIMessage>,
    },
  };
  return {
    url,
    calls,
    rest,
    close,
    /** Resolves once at least `count` calls have arrived. */
    waitForCalls: (count: number) =>
      calls.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}

/** Timers the test fires by hand: the automatic deferral happens exactly when the test says so. */
export function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 1;
  let onSchedule: (() => void) | undefined;
  return {
    timers: {
      setTimeout(callback: () => void, ms: number): unknown {
        const handle = nextHandle++;
        pending.set(handle, { callback, ms });
        onSchedule?.();
        return handle;
      },
      clearTimeout(handle: unknown): void {
        pending.delete(handle as number);
      },
    },
    pending,
    /** Resolves once a timer is pending. */
    scheduled: () =>
      pending.size > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onSchedule = () => {
              onSchedule = undefined;
              resolve();
            };
          }),
    /** Fires the pending timers of one delay now (e.g. the automatic deferral's, not the token's lifetime). */
    fire(ms: number): void {
      const due = [...pending].filter(([, timer]) => timer.ms === ms);
      for (const [handle] of due) pending.delete(handle);
      for (const [, timer] of due) timer.callback();
    },
    /** The delays of the pending timers. */
    delays: (): number[] => [...pending.values()].map((timer) => timer.ms),
    /** Fires every pending timer now. */
    fireAll(): void {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
    },
  };
}

/** A promise with its resolve function outside, to hold a handler until the test lets it go. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
