import { GatewayIntentBits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { parseLosslessJson } from '../src/http/parse-lossless-json.js';
import { BOT, botWorld, GENERAL, GUILD, MEMBER, NEWBIE } from './bot-world.js';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, type Json, start } from './harness.js';

// discord.py (and other clients) send snowflakes as JSON numbers. Read as JavaScript numbers they lose
// digits (1250000000000000204 becomes 1250000000000000256); the emulator reads them losslessly, once, where
// untrusted JSON comes in, so a number means the same id as its string in every route and gateway op.

/** A request with a hand-written JSON body (numbers as they are written, not as JavaScript holds them). */
async function raw(
  h: Harness,
  method: string,
  path: string,
  text: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${h.emu.apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bot ${h.app.botToken}`, 'content-type': 'application/json' },
    body: text,
  });
  const body = await res.text();
  return { status: res.status, body: body ? JSON.parse(body) : undefined };
}

describe('parseLosslessJson', () => {
  it('reads integers beyond 2^53 as their digits and leaves every other value as JSON.parse reads it', () => {
    expect(
      parseLosslessJson(
        '{"id":1250000000000000204,"n":-9007199254740993,"safe":9007199254740991,"f":1.5e300,"s":"12345678901234567890","a":[1,12345678901234567890]}',
      ),
    ).toEqual({
      id: '1250000000000000204',
      n: '-9007199254740993',
      safe: 9007199254740991,
      f: 1.5e300,
      s: '12345678901234567890',
      a: [1, '12345678901234567890'],
    });
    // Escaped quotes inside strings do not end them; keys are never rewritten.
    expect(parseLosslessJson('{"a\\"12345678901234567890":"x\\" 12345678901234567890"}')).toEqual({
      'a"12345678901234567890': 'x" 12345678901234567890',
    });
    expect(
      Object.hasOwn(parseLosslessJson('{"__proto__":12345678901234567890}') as object, '__proto__'),
    ).toBe(true);
  });

  it('reads a string of megabytes beside a long integer in one pass (no stack to overflow)', () => {
    const big = 'A'.repeat(8 * 1024 * 1024);
    const parsed = parseLosslessJson(`{"file":"${big}\\"${big}","id":12345678901234567890}`) as Record<
      string,
      string
    >;
    expect(parsed.id).toBe('12345678901234567890');
    expect(parsed.file?.length).toBe(2 * big.length + 1);
  });

  it('refuses what JSON.parse refuses, rewritten or not', () => {
    for (const text of [
      '{"a":012345678901234567890}',
      '["x 12345678901234567890]',
      '[12345678901234567890',
      '{"a":1234567890123456789012345 6}',
    ])
      expect(() => parseLosslessJson(text), text).toThrow(SyntaxError);
  });
});

describe('snowflakes sent as JSON numbers', () => {
  it('a reply whose message_reference ids are numbers replies to that message', async () => {
    const h = await start({ seed: botWorld() });
    const first = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'first' } });
    const reply = await raw(
      h,
      'POST',
      `/channels/${GENERAL}/messages`,
      `{"content":"a reply","message_reference":{"message_id":${first.body.id},"channel_id":${GENERAL},"guild_id":${GUILD}},"allowed_mentions":{"users":[${MEMBER}]}}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      type: 19,
      message_reference: { message_id: first.body.id, channel_id: GENERAL },
      referenced_message: { id: first.body.id },
    });
  });

  it('opens a DM with a recipient_id sent as a number', async () => {
    const h = await start({ seed: botWorld() });
    const opened = await raw(h, 'POST', '/users/@me/channels', `{"recipient_id":${MEMBER}}`);
    expect(opened.status).toBe(200);
    expect(opened.body.recipients[0].id).toBe(MEMBER);
  });

  it('an unknown id sent as a number is refused as that id, not as a rounded neighbour', async () => {
    const h = await start({ seed: botWorld() });
    const refused = await raw(
      h,
      'POST',
      `/channels/${GENERAL}/messages`,
      '{"content":"x","message_reference":{"message_id":1250000000000009999}}',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.message_reference._errors[0].message).toContain('1250000000000009999');
  });

  it('Request Guild Members (op 8) with guild_id and user_ids as numbers is answered', async () => {
    const h = await start({
      seed: botWorld(),
      gateway: { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 },
    });
    const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
    await client.next(10);
    client.send({
      op: 2,
      d: {
        token: h.app.botToken,
        intents: GatewayIntentBits.Guilds,
        properties: { os: 'x', browser: 'x', device: 'x' },
      },
    });
    expect((await client.next(0)).t).toBe('READY');
    client.send(`{"op":8,"d":{"guild_id":${GUILD},"user_ids":[${MEMBER},${NEWBIE},${BOT}1],"nonce":"n"}}`);
    let chunk = await client.next(0);
    while (chunk.t !== 'GUILD_MEMBERS_CHUNK') chunk = await client.next(0);
    expect(chunk.d.guild_id).toBe(GUILD);
    expect(chunk.d.members.map((m: Json) => m.user.id).sort()).toEqual([MEMBER, NEWBIE]);
    expect(chunk.d.not_found).toEqual([`${BOT}1`]);
    await client.close();
  });
});
