import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';

// service-facts "Query strings and lenient numbers": the emulator takes integer fields as strings that
// parse as integers, and permission bit sets as integers, and stores and answers the numbers.

describe('lenient numbers on the API routes', () => {
  it('a command with string types, an integer bit set and null defaults is stored with numbers', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: {
        type: '1',
        name: 'roll',
        description: 'Roll',
        default_member_permissions: 32,
        integration_types: null,
        contexts: null,
        options: [{ type: '4', name: 'sides', description: 'Sides', min_value: '2', max_value: '100' }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 1,
      default_member_permissions: '32',
      integration_types: h.app.integrationTypes,
      contexts: null,
      options: [{ type: 4, min_value: 2, max_value: 100 }],
    });
    const context = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { type: '2', name: 'High Five' },
    });
    expect(context.body).toMatchObject({ type: 2, description: '' });
    const edited = await h.api('PATCH', `/applications/${h.app.id}/commands/${created.body.id}`, {
      body: { default_member_permissions: 0, contexts: ['0'] },
    });
    expect(edited.body).toMatchObject({ default_member_permissions: '0', contexts: [0] });
    const bad = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { type: '1.5', name: 'x', description: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.type._errors[0].code).toBe('BASE_TYPE_CHOICES');
  });

  it('permission overwrites with a string type', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { name: 'ban', description: 'Ban' },
    });
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${created.body.id}/permissions`;
    const res = await h.api('PUT', path, {
      body: { permissions: [{ id: h.guild.id, type: '1', permission: false }] },
      auth: await h.bearer('moderator', ['applications.commands.permissions.update']),
    });
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual([{ id: h.guild.id, type: 1, permission: false }]);
  });

  it('a reply with a string type, flags, a decimal colour and string component fields', async () => {
    const h = await start();
    await command(h, 'paint');
    const app = scriptedApp(h, () => ({
      type: '4',
      data: {
        content: 'Paint',
        flags: '64',
        embeds: [{ title: 'Red', color: '16711680' }],
        components: [{ type: '1', components: [{ type: '2', style: '1', label: 'Go', custom_id: 'go' }] }],
      },
    }));
    const outcome = await run(h, 'paint');
    await app.settled();
    expect(outcome).toMatchObject({ status: 'answered', responseType: 4 });
    const message: Json = app.callbacks[0]!.body.resource.message;
    expect(message.flags).toBe(64);
    expect(message.embeds).toEqual([{ type: 'rich', title: 'Red', color: 0xff0000 }]);
    expect(message.components).toEqual([
      { type: 1, id: 1, components: [{ type: 2, id: 2, style: 1, label: 'Go', custom_id: 'go' }] },
    ]);
    // What the web client and the admin API read is the number too.
    const stored = await h.admin('GET', `/messages?interactionId=${outcome.interactionId}`);
    expect(stored.body[0].embeds[0].color).toBe(0xff0000);
  });
});
