import { describe, expect, it } from 'vitest';
import { start } from './harness.js';
import { FAKE_PNG_DATA_URI, GIF_DATA_URI, PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// Modify Current User (issue 37): the bot renames itself and sets its avatar and banner; its sessions hear
// USER_UPDATE; bad names and fake images are refused with nothing saved.

describe('PATCH /users/@me', () => {
  it('renames the bot, sets its avatar and banner by their bytes, and tells its session', async () => {
    const h = await start();
    const client = await connectBot(h, 0);
    const res = await h.api('PATCH', '/users/@me', {
      body: { username: '  dice   roller ', avatar: PNG_DATA_URI, banner: GIF_DATA_URI },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: h.app.id, username: 'dice roller', bot: true });
    const { avatar, banner } = res.body;
    expect(avatar).toMatch(/^\d+$/);
    expect(banner).toMatch(/^\d+$/);
    expect(h.emu.context.state.attachments.get(avatar)?.contentType).toBe('image/png');
    expect(h.emu.context.state.attachments.get(banner)?.contentType).toBe('image/gif');
    const update = await nextOf(client, 'USER_UPDATE');
    expect(update.d).toEqual(res.body);
    // What the bot reads of itself, and what others see of it, follow.
    expect((await h.api('GET', '/users/@me')).body).toEqual(res.body);
    expect((await h.api('GET', `/users/${h.app.id}`)).body).toMatchObject({
      username: 'dice roller',
      avatar,
    });
    // Null removes an image (and its bytes); a missing field leaves it.
    const cleared = await h.api('PATCH', '/users/@me', { body: { avatar: null } });
    expect(cleared.body).toMatchObject({ username: 'dice roller', avatar: null, banner });
    expect(h.emu.context.state.attachments.get(avatar)).toBeUndefined();
    client.close();
  });

  it('refuses bad usernames and fake images at their fields, and saves nothing', async () => {
    const h = await start();
    const before = (await h.api('GET', '/users/@me')).body;
    const cases: [unknown, string][] = [
      ['x', 'BASE_TYPE_BAD_LENGTH'],
      ['a'.repeat(33), 'BASE_TYPE_BAD_LENGTH'],
      ['my discord bot', 'USERNAME_INVALID'],
      ['dice#1', 'USERNAME_INVALID'],
      ['Everyone', 'USERNAME_INVALID'],
      [42, 'BASE_TYPE_STRING'],
    ];
    for (const [username, code] of cases) {
      const res = await h.api('PATCH', '/users/@me', { body: { username, avatar: PNG_DATA_URI } });
      expect([res.status, res.body.code, res.body.errors.username._errors[0].code]).toEqual([
        400,
        50035,
        code,
      ]);
    }
    const fake = await h.api('PATCH', '/users/@me', {
      body: { username: 'fine name', banner: FAKE_PNG_DATA_URI },
    });
    expect(fake.body.errors.banner._errors[0].code).toBe('IMAGE_INVALID');
    expect((await h.api('PATCH', '/users/@me', { body: [] })).status).toBe(400);
    expect((await h.api('GET', '/users/@me')).body).toEqual(before);
  });

  it('takes a Bot token only: a Bearer token is refused', async () => {
    const h = await start();
    const bearer = await h.bearer('member', ['identify']);
    const res = await h.api('PATCH', '/users/@me', { body: { username: 'new name' }, auth: bearer });
    expect(res.status).toBe(401);
    expect((await h.api('GET', '/users/@me')).body.username).toBe(h.app.bot.username);
  });
});
