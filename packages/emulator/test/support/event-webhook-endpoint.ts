import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { Harness, Json } from '../harness.js';

// An app's Webhook Events endpoint for the emulator's tests: verifies each request's signature with the
// app's public key (401 otherwise), answers PINGs 204 and each event with the next status of `statuses`
// (204 once they run out), and hands every event to whoever awaits it.

const open: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of open.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** The endpoint, listening on 127.0.0.1: its URL, the events it got, and the next one to come. */
export interface EventWebhookEndpoint {
  url: string;
  /** Every event payload received with a valid signature, in order (PINGs left out). */
  events: Json[];
  /** Resolves with the `n`-th event (1-based), at once when it came already. */
  event(n: number): Promise<Json>;
}

export async function eventWebhookEndpoint(
  h: Harness,
  statuses: number[] = [],
): Promise<EventWebhookEndpoint> {
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(h.app.publicKey, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  const events: Json[] = [];
  const waiting: { n: number; resolve: (event: Json) => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const signature = String(req.headers['x-signature-ed25519'] ?? '');
      const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
      const ok =
        /^[0-9a-f]{128}$/.test(signature) &&
        verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
      if (!ok) return res.writeHead(401).end();
      const payload = JSON.parse(body);
      if (payload.type === 0) return res.writeHead(204).end();
      events.push(payload);
      res.writeHead(statuses.shift() ?? 204).end();
      for (const waiter of waiting.filter((w) => w.n <= events.length)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(events[waiter.n - 1]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    events,
    event: (n) =>
      n <= events.length
        ? Promise.resolve(events[n - 1])
        : new Promise((resolve) => waiting.push({ n, resolve })),
  };
}

/** Saves the endpoint as the app's event webhooks URL, enabled for `types`. */
export async function subscribeEvents(
  h: Harness,
  endpoint: EventWebhookEndpoint,
  types: string[],
): Promise<void> {
  const res = await h.api('PATCH', '/applications/@me', {
    body: { event_webhooks_url: endpoint.url, event_webhooks_status: 2, event_webhooks_types: types },
  });
  if (res.status !== 200)
    throw new Error(`PATCH /applications/@me answered ${res.status}: ${JSON.stringify(res.body)}`);
}
