import { describe, expect, it } from 'vitest';
import { prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { type Json, start } from './harness.js';

const seed = 1_124_2026;
const count = 360;

// Keys the endpoints know, and a few hostile ones: random bodies should reach deep into validation.
const keys = [
  'name',
  'description',
  'type',
  'options',
  'choices',
  'value',
  'required',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'autocomplete',
  'channel_types',
  'name_localizations',
  'description_localizations',
  'default_member_permissions',
  'contexts',
  'integration_types',
  'nsfw',
  'handler',
  'permissions',
  'id',
  'data',
  'content',
  'flags',
  'embeds',
  'components',
  'user_id',
  'guild_id',
  'advanceMs',
  'allowed_mentions',
  'parse',
  'users',
  'message_reference',
  'message_id',
  'nonce',
  'recipient_id',
  '__proto__',
  'constructor',
  'toString',
];
const strings = ['', 'x', 'ping', 'Ping Pong', 'é'.repeat(40), 'a'.repeat(101), '123', 'fr', '-1', '🙂'];

function value(next: () => number, depth: number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const roll = next();
  if (depth > 5 || roll < 0.35) {
    return pick<unknown>([
      null,
      true,
      false,
      0,
      1,
      -1,
      3,
      11,
      2 ** 53,
      1e308,
      -1e308,
      0.5,
      pick(strings),
      String(Math.floor(next() * 1e18)),
    ]);
  }
  if (roll < 0.6) {
    return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
  }
  const object: Record<string, unknown> = {};
  // defineProperty, so `__proto__` is an own key as JSON.parse makes it (an assignment would set the prototype).
  for (let i = Math.floor(next() * 6); i > 0; i--)
    Object.defineProperty(object, pick(keys), {
      value: value(next, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return object;
}

/** A random body: usually JSON of any shape, sometimes deep, sometimes not JSON at all. */
function body(next: () => number): string {
  const roll = next();
  if (roll < 0.08) return '{"name":"x",'; // cut short
  if (roll < 0.12) return `${'['.repeat(3000)}${']'.repeat(3000)}`;
  if (roll < 0.15)
    return `{"options":${'[{"type":1,"name":"a","description":"b","options":'.repeat(500)}[]${'}]'.repeat(500)}}`;
  return JSON.stringify(value(next, 0)) ?? 'null';
}

/** True when a 4xx body says what is wrong, and where for a form-body error. */
function explains(status: number, answer: Json): boolean {
  if (typeof answer?.message !== 'string') return false;
  if (status === 400 && answer.code === 50035) {
    // Invalid Form Body: the errors tree names the path of each problem (`_errors` at the root for the body).
    return (
      typeof answer.errors === 'object' && answer.errors !== null && Object.keys(answer.errors).length > 0
    );
  }
  return true;
}

describe("the emulator's JSON endpoints under fuzzing", () => {
  it(`answer ${count} random bodies (seed ${seed}) with a 2xx or an explained 4xx, never a 5xx`, async () => {
    const lines: string[] = [];
    const h = await start({ log: (line) => lines.push(line) });
    const app = h.app.id;
    const guild = h.guild.id;
    const created = await h.api('POST', `/applications/${app}/commands`, {
      body: { name: 'seed', description: 'A command to edit' },
    });
    expect(created.status).toBe(201);
    const commandId = created.body.id as string;
    const general = '1250000000000000402';
    const sent = await h.api('POST', `/channels/${general}/messages`, { body: { content: 'to edit' } });
    expect(sent.status).toBe(200);
    const messageId = sent.body.id as string;
    // Permissions are edited with an admin's Bearer token, so random bodies reach their validation.
    const admin = await h.bearer('admin', ['applications.commands.permissions.update']);
    const endpoints: [method: string, path: string][] = [
      ['POST', `/applications/${app}/commands`],
      ['PUT', `/applications/${app}/commands`],
      ['PATCH', `/applications/${app}/commands/${commandId}`],
      ['POST', `/applications/${app}/guilds/${guild}/commands`],
      ['PUT', `/applications/${app}/guilds/${guild}/commands`],
      ['PUT', `/applications/${app}/guilds/${guild}/commands/${commandId}/permissions`],
      ['POST', '/_emulator/interactions'],
      ['POST', '/_emulator/autocomplete'],
      ['POST', '/_emulator/clock'],
      ['POST', `/channels/${general}/messages`],
      ['PATCH', `/channels/${general}/messages/${messageId}`],
      ['POST', '/users/@me/channels'],
    ];
    const before = prototypeSnapshot();
    const next = seededRandom(seed);
    const failures: string[] = [];
    for (let i = 0; i < count; i++) {
      const [method, path] = endpoints[Math.floor(next() * endpoints.length)]!;
      const sent = body(next);
      const url = path.startsWith('/_emulator') ? `${h.emu.url}${path}` : `${h.emu.apiBaseUrl}${path}`;
      const authorization = path.endsWith('/permissions') ? admin : `Bot ${h.app.botToken}`;
      const response = await fetch(url, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: sent,
      });
      const text = await response.text();
      const answer: Json = text ? JSON.parse(text) : undefined;
      const ok = response.status < 300 || (response.status < 500 && explains(response.status, answer));
      if (!ok)
        failures.push(
          `#${i} ${method} ${path} ${sent.slice(0, 120)} -> ${response.status} ${text.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/ 5\d\d$|error while/m);
    expect(prototypeSnapshot()).toEqual(before);
    // Hundreds of sequential requests: on a loaded machine they take longer than the default 5 s.
  }, 60_000);
});
