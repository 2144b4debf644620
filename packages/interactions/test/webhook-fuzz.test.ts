import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { command, createInteractionHandler } from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { interaction } from './support/fixtures.js';
import { createTestKey, signHex } from './support/keys.js';
import { listen } from './support/servers.js';

const seed = 20_261_124;
const count = 400;
const key = createTestKey();
const now = 1_700_000_000_000;
const fresh = String(now / 1000);
let ran = 0;
const errors: unknown[] = [];

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const handler = createInteractionHandler({
    publicKey: key.publicKeyHex,
    commands: [
      command({ name: 'hello', description: 'Hello' }, (ctx) => {
        ran++;
        return ctx.reply('hi');
      }),
    ],
    now: () => now,
    maxBodyBytes: 64 * 1024,
    onError: (error) => {
      errors.push(error);
    },
  });
  server = await listen(toNodeListener(handler));
});
afterAll(() => server.close());

interface Attempt {
  body: string | Uint8Array<ArrayBuffer>;
  signature: string;
  timestamp: string;
  mutation: string;
}

const hex = '0123456789abcdef';

/** One hostile variant of a valid signed request: what changed is in `mutation`, for a failure message. */
function mutate(next: () => number): Attempt {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const body = JSON.stringify(interaction({ name: 'hello' }));
  const signature = signHex(key, fresh, body);
  switch (Math.floor(next() * 3)) {
    case 0: {
      // A signature that is not the service's: one nibble changed, cut, grown, or not hex at all.
      const at = Math.floor(next() * signature.length);
      const nibble = hex[(hex.indexOf(signature[at]!) + 1 + Math.floor(next() * 15)) % 16]!;
      const variants = [
        signature.slice(0, at) + nibble + signature.slice(at + 1),
        signature.slice(0, at),
        `${signature}${pick(['0', 'ab', '00'.repeat(32)])}`,
        signature.slice(0, at) + pick(['g', 'z', ' ', '-', 'é', '\u0000']) + signature.slice(at + 1),
        '',
        '0'.repeat(128),
      ];
      return { body, signature: pick(variants), timestamp: fresh, mutation: `signature #${at}` };
    }
    case 1: {
      // A timestamp that is not the one signed, or a signed one far from now or malformed.
      const timestamp = pick([
        '0',
        '-1',
        String(Number(fresh) - 10 * 365 * 24 * 3600),
        String(Number(fresh) + 3601),
        '1e10',
        `${fresh}.5`,
        '99999999999999999999',
        'NaN',
        String(Number(fresh) + 901 + Math.floor(next() * 100_000)),
      ]);
      const resigned = next() < 0.5;
      return {
        body,
        signature: resigned ? signHex(key, timestamp, body) : signature,
        timestamp,
        mutation: `timestamp ${JSON.stringify(timestamp)}${resigned ? ' (re-signed)' : ''}`,
      };
    }
    default: {
      // A body changed after signing: a byte flipped, cut, grown, or replaced by hostile JSON.
      const bytes = new TextEncoder().encode(body);
      const at = Math.floor(next() * bytes.length);
      const flipped = bytes.slice();
      flipped[at] = (flipped[at]! ^ (1 + Math.floor(next() * 255))) & 0xff;
      const hostile = pick([
        '[]',
        'null',
        '{"type":2}',
        '{"__proto__":{"type":2}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        body.replace('"type":2', '"type":"2"'),
        body.replace('"id":"', '"id":1,"x":"'),
      ]);
      if (next() < 0.3) {
        // Validly signed garbage: it must get past the signature and be refused by the parser.
        return {
          body: hostile,
          signature: signHex(key, fresh, hostile),
          timestamp: fresh,
          mutation: 'signed garbage',
        };
      }
      const changed = pick<string | Uint8Array<ArrayBuffer>>([
        flipped,
        body.slice(0, at),
        `${body}x`,
        `${body} `,
        hostile,
      ]);
      return { body: changed, signature, timestamp: fresh, mutation: `body at ${at}` };
    }
  }
}

describe('the webhook receiver under fuzzing', () => {
  it(`accepts none of ${count} mutated requests (seed ${seed}) and never answers 5xx`, async () => {
    const next = seededRandom(seed);
    for (let i = 0; i < count; i++) {
      const attempt = mutate(next);
      const response = await fetch(server.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature-ed25519': attempt.signature,
          'x-signature-timestamp': attempt.timestamp,
        },
        body: attempt.body,
      }).catch((error: unknown) => error as Error);
      // undici refuses some header values itself (a NUL, a tab): nothing reached the server.
      if (response instanceof Error) continue;
      await response.arrayBuffer();
      expect([400, 401, 409, 413], `#${i} ${attempt.mutation}`).toContain(response.status);
    }
    expect(ran).toBe(0);
    // Only the re-signed stale timestamps are worth a report (a clock may be wrong), once a minute.
    expect(errors.map((error) => (error as { code?: string }).code)).toEqual(['STALE_REQUEST']);
    // Hundreds of sequential requests: more than the default 5 s on a loaded machine.
  }, 60_000);
});
