import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';

// Keys a request can name that mean something to every JavaScript object. The service treats them as plain
// keys; the emulator must too: never write through them into Object.prototype, never lose a reason to them.

/** Whatever a failed run left on Object.prototype, so one failure does not cascade through the file. */
const hostileKeys = ['_errors', 'x', 'v', 'polluted'];
afterEach(() => {
  for (const key of hostileKeys) delete (Object.prototype as Record<string, unknown>)[key];
});

/** Object.prototype as it should be: none of the keys a hostile body could have written. */
function expectPrototypeUntouched(): void {
  for (const key of hostileKeys) expect(Object.hasOwn(Object.prototype, key), key).toBe(false);
  expect(({} as Record<string, unknown>)._errors).toBeUndefined();
}

/** Sends a JSON text as it is (an object literal could not carry an own `__proto__` key). */
async function send(h: Harness, method: string, url: string, text: string, auth = true) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bot ${h.app.botToken}` } : {}),
    },
    body: text,
  });
  return { status: response.status, body: await response.json() };
}

/** A later, unrelated Invalid Form Body still says what is wrong and where. */
async function expectReasonsKept(h: Harness) {
  const bad = await h.api('POST', `/applications/${h.app.id}/commands`, {
    body: { name: 'Not Valid', description: 'x' },
  });
  expect(bad.status).toBe(400);
  expect(bad.body.code).toBe(50035);
  expect(bad.body.errors.name._errors[0].code).toBe('APPLICATION_COMMAND_INVALID_NAME');
}

describe('keys such as __proto__ in request bodies', () => {
  it('POST /_emulator/interactions with options {"__proto__": "v"} answers the error at that key and pollutes nothing', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: {
        name: 'roll',
        description: 'Roll',
        options: [{ type: 4, name: 'sides', description: 'Sides' }],
      },
    });
    expect(created.status).toBe(201);
    const general = h.guild.channels.find((c) => c.name === 'general')!.id;
    const head = `{"userId":"${h.user('member').id}","guildId":"${h.guild.id}","channelId":"${general}","name":"roll"`;
    const cases: [options: string, key: string][] = [
      ['{"__proto__":"v"}', '__proto__'],
      ['{"__proto__":{"polluted":1}}', '__proto__'],
      ['{"constructor":"v"}', 'constructor'],
    ];
    for (const [options, key] of cases) {
      const answer = await send(
        h,
        'POST',
        `${h.emu.url}/_emulator/interactions`,
        `${head},"options":${options}}`,
        false,
      );
      expect(answer.status, options).toBe(400);
      // The reason sits at the key, an own key of the tree, as for any option the command does not have.
      expect(Object.keys(answer.body.errors.options)).toEqual([key]);
      expect(answer.body.errors.options[key]._errors[0]).toMatchObject({ code: 'BASE_TYPE_UNKNOWN_FIELD' });
      expectPrototypeUntouched();
    }
    await expectReasonsKept(h);
    expectPrototypeUntouched();
  });

  it('a command with name_localizations {"__proto__": "x"} is refused at that key, on create and on bulk overwrite', async () => {
    const h = await start();
    const body = (name: string) =>
      `{"name":"${name}","description":"d","name_localizations":{"__proto__":"x","constructor":"y"}}`;
    const routes: [string, string, string][] = [
      ['POST', `${h.emu.apiBaseUrl}/applications/${h.app.id}/commands`, body('one')],
      ['PUT', `${h.emu.apiBaseUrl}/applications/${h.app.id}/commands`, `[${body('two')}]`],
      ['POST', `${h.emu.apiBaseUrl}/applications/${h.app.id}/guilds/${h.guild.id}/commands`, body('three')],
      [
        'PUT',
        `${h.emu.apiBaseUrl}/applications/${h.app.id}/guilds/${h.guild.id}/commands`,
        `[${body('four')}]`,
      ],
    ];
    for (const [method, url, text] of routes) {
      const answer = await send(h, method, url, text);
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(answer.body.code).toBe(50035);
      const map =
        method === 'PUT' ? answer.body.errors['0'].name_localizations : answer.body.errors.name_localizations;
      // Both keys are reported as the unknown locales they are, as own keys of the tree.
      expect(Object.keys(map).sort()).toEqual(['__proto__', 'constructor']);
      const proto = '__proto__' as string;
      expect(map[proto]._errors[0].code).toBe('LOCALE_INVALID');
      expectPrototypeUntouched();
    }
    await expectReasonsKept(h);
    expectPrototypeUntouched();
  });
});
