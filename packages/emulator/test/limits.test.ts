import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

const chat = (name: string) => ({ name, description: `Command ${name}` });
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('limits', () => {
  it('caps USER commands at 15 per scope with 400/30032', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    for (const name of names('User ', 15)) {
      expect((await h.api('POST', path, { body: { name, type: 2 } })).status).toBe(201);
    }
    const over = await h.api('POST', path, { body: { name: 'One too many', type: 2 } });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(30032);
    expect(over.body.message).toMatch(/Maximum number of application commands reached \(15\)/);
    // Overwriting an existing name is not a new command.
    expect((await h.api('POST', path, { body: { name: 'User 0', type: 2 } })).status).toBe(200);
    // Other types have their own caps.
    expect((await h.api('POST', path, { body: { name: 'Message', type: 3 } })).status).toBe(201);
  });

  it('refuses PRIMARY_ENTRY_POINT commands in guilds', async () => {
    const h = await start();
    const res = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { name: 'Launch', type: 4 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.type._errors).toHaveLength(1);
  });

  it('allows 200 creates a day per guild (bulk counts only new commands) and resets on the emulator clock', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const first = names('a', 100).map(chat);
    expect((await h.api('PUT', path, { body: first })).status).toBe(200);
    // Re-sending the same commands creates nothing.
    expect((await h.api('PUT', path, { body: first })).status).toBe(200);
    expect((await h.api('PUT', path, { body: names('b', 100).map(chat) })).status).toBe(200);
    // 200 creates used: the next create is refused, and so is a bulk overwrite with a new command.
    const refused = await h.api('POST', path, { body: chat('late') });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(30034);
    expect((await h.api('PUT', path, { body: [chat('c0')] })).body.code).toBe(30034);
    // The global scope has its own budget.
    expect((await h.api('POST', `/applications/${h.app.id}/commands`, { body: chat('global') })).status).toBe(
      201,
    );
    await h.admin('POST', '/clock', { advanceMs: 24 * 60 * 60 * 1000 - 1 });
    expect((await h.api('PUT', path, { body: [chat('c0')] })).body.code).toBe(30034);
    await h.admin('POST', '/clock', { advanceMs: 1 });
    // A day later the budget is back; the scope still holds 100 CHAT_INPUT commands, so a POST hits the cap.
    expect((await h.api('POST', path, { body: chat('late') })).body.code).toBe(30032);
    expect((await h.api('POST', path, { body: { name: 'Late', type: 2 } })).status).toBe(201);
    expect((await h.api('PUT', path, { body: [chat('c0')] })).status).toBe(200);
  });
});

describe('application settings', () => {
  it('gives an app with Activities an automatic "Launch" entry point, present only while Activities are on', async () => {
    const h = await start();
    const activity = h.emu.world.applications[1]!;
    const auth = `Bot ${activity.botToken}`;
    const path = `/applications/${activity.id}/commands`;
    const list = await h.api('GET', path, { auth });
    expect(list.body).toEqual([
      expect.objectContaining({
        type: 4,
        name: 'Launch',
        handler: 2,
        integration_types: [0, 1],
        description: '',
      }),
    ]);
    await h.admin('PATCH', `/applications/${activity.id}`, { flags: 0 });
    expect((await h.api('GET', path, { auth })).body).toEqual([]);
    await h.admin('PATCH', `/applications/${activity.id}`, { flags: 1 << 17 });
    expect((await h.api('GET', path, { auth })).body).toHaveLength(1);
  });

  it('keeps the entry point: no second one, no bulk overwrite or delete without it', async () => {
    const h = await start();
    const activity = h.emu.world.applications[1]!;
    const auth = `Bot ${activity.botToken}`;
    const path = `/applications/${activity.id}/commands`;
    const [launch] = (await h.api('GET', path, { auth })).body;
    const second = await h.api('POST', path, { auth, body: { name: 'Play', type: 4, handler: 1 } });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe(30032);
    const bulk = await h.api('PUT', path, { auth, body: [chat('ping')] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.code).toBe(50240);
    const withIt = await h.api('PUT', path, {
      auth,
      body: [{ name: 'Launch', type: 4, handler: 1 }, chat('ping')],
    });
    expect(withIt.status).toBe(200);
    expect(withIt.body[0]).toMatchObject({ id: launch.id, handler: 1 });
    expect((await h.api('DELETE', `${path}/${launch.id}`, { auth })).body.code).toBe(50240);
  });

  it('accepts handler and entry points only for apps with Activities', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const entry = await h.api('POST', path, { body: { name: 'Launch', type: 4, handler: 2 } });
    expect(entry.status).toBe(400);
    expect(entry.body.errors.type._errors[0].message).toMatch(/Activities/);
    expect(entry.body.errors.handler._errors[0].message).toMatch(/Activities/);
  });

  it('refuses age-restricted commands for discoverable apps', async () => {
    const h = await start();
    const app = (await h.admin('POST', '/applications', { name: 'Listed', discoverable: true })).body;
    const res = await h.api('POST', `/applications/${app.id}/commands`, {
      auth: `Bot ${app.botToken}`,
      body: { ...chat('spicy'), nsfw: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.nsfw._errors[0].message).toMatch(/discovery/);
  });

  it('allows only the installation contexts the app supports', async () => {
    const h = await start();
    const res = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { ...chat('user-install'), integration_types: [0, 1] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.integration_types['1']._errors).toHaveLength(1);
    const activity = h.emu.world.applications[1]!;
    const ok = await h.api('POST', `/applications/${activity.id}/commands`, {
      auth: `Bot ${activity.botToken}`,
      body: { ...chat('everywhere'), integration_types: [1], contexts: [0, 1, 2] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ integration_types: [1], contexts: [0, 1, 2] });
  });

  it('accepts the documented bulk default contexts [0,1,2] on guild commands (BOT_DM has no effect there)', async () => {
    const h = await start();
    const res = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { ...chat('dm'), contexts: [0, 1, 2] },
    });
    expect(res.status).toBe(201);
    expect(res.body.contexts).toEqual([0, 1, 2]);
  });
});
