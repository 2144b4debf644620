import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL } from './bot-world.js';
import { start } from './harness.js';

// Paths match after percent-decoding each segment (service-facts "What a slash-command bot also calls":
// @discordjs/core asks for /users/%40me), once, after the path is split: an encoded slash stays inside its
// segment, and nothing decoded climbs out of /api/.

/** One raw HTTP/1.1 GET with the bot token: the target exactly as written (fetch would tidy it up). */
async function rawGet(
  port: number,
  target: string,
  token: string,
): Promise<{ status: number; text: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.end(
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bot ${token}\r\nConnection: close\r\n\r\n`,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return { status: Number(text.slice(9, 12)), text };
}

describe('percent-decoded path segments', () => {
  it('/users/%40me is /users/@me, literal segments and parameters alike', async () => {
    const h = await start({ seed: botWorld() });
    const me = await h.api('GET', '/users/%40me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: BOT, bot: true, locale: 'en-US' });
    expect((await h.api('GET', '/users/%40me/guilds')).body).toHaveLength(1);
    const encodedId = GENERAL.replace(/^1/, '%31');
    expect((await h.api('GET', `/channels/${encodedId}`)).body).toMatchObject({ id: GENERAL });
    expect((await h.api('GET', `/%63hannels/${GENERAL}/messages`)).status).toBe(200);
  });

  it('an encoded slash stays in its segment; a segment that does not decode matches no route', async () => {
    const h = await start({ seed: botWorld() });
    const port = Number(new URL(h.emu.url).port);
    const slash = await rawGet(port, `/api/v10/channels/${GENERAL}%2Fmessages`, h.app.botToken);
    // One segment "…402/messages": an unknown channel, not the messages route.
    expect(slash.status).toBe(404);
    expect(slash.text).toContain('"code":10003');
    const malformed = await rawGet(port, '/api/v10/users/%E0%A4%A', h.app.botToken);
    expect(malformed.status).toBe(404);
    expect(malformed.text).toContain('404: Not Found');
  });

  it('decodes once: a double-encoded dot segment is a literal name, and the dot-segment refusal stays', async () => {
    const h = await start({ seed: botWorld() });
    const port = Number(new URL(h.emu.url).port);
    const twice = await rawGet(port, '/api/v10/%252e%252e/%252e%252e/_emulator/world', h.app.botToken);
    expect(twice.status).toBe(404);
    expect(twice.text).not.toContain(h.app.botToken);
    const once = await rawGet(port, '/api/v10/users/%2e%2e/%2e%2e/_emulator/world', h.app.botToken);
    expect(once.status).toBe(400);
    expect(once.text).toContain('. or .. segment');
  });
});
