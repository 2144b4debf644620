import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { click, command, GENERAL, poll, run, scriptedApp, storedPollComponents } from './scripted-app.js';

// Components on messages (service-facts "Message components and modals"): a user clicks a button or
// chooses in a select menu through POST /_emulator/components; the app answers over the gateway path.

const colours = {
  content: 'Pick colours',
  components: [
    {
      type: 1,
      components: [
        {
          type: 3,
          custom_id: 'colours',
          min_values: 1,
          max_values: 2,
          options: [
            { label: 'Red', value: 'red' },
            { label: 'Green', value: 'green' },
            { label: 'Blue', value: 'blue' },
          ],
        },
      ],
    },
  ],
};

describe('buttons', () => {
  it('delivers MESSAGE_COMPONENT with the message, and UPDATE_MESSAGE (7) edits that message in place', async () => {
    const h = await start();
    await command(h, 'poll');
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2
        ? { type: 4, data: poll }
        : {
            type: 7,
            data: { content: `Tabs or spaces? (${i.data.custom_id} by ${i.member.user.username})` },
          },
    );
    const posted = await run(h, 'poll');
    const message = posted.messages[0];
    expect(message.components[0].components).toHaveLength(4);
    const res = await click(h, 'admin', message.id, 'poll:tabs');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ interactionType: 3, status: 'answered', responseType: 7, messages: [] });
    expect(res.body.message).toMatchObject({
      id: message.id,
      content: 'Tabs or spaces? (poll:tabs by admin)',
    });
    // The components stay when 7 does not replace them, numbered as the service numbers them.
    expect(res.body.message.components).toEqual(storedPollComponents);
    expect(res.body.message.edited_timestamp).not.toBeNull();
    await app.settled();
    const delivered = app.callbacks[1]!.interaction;
    expect(delivered).toMatchObject({
      type: 3,
      guild_id: h.guild.id,
      channel_id: GENERAL,
      member: { user: { username: 'admin' } },
      data: { custom_id: 'poll:tabs', component_type: 2 },
      message: { id: message.id, content: 'Tabs or spaces?', components: poll.components },
      authorizing_integration_owners: { '0': h.guild.id },
    });
    expect(delivered.data.values).toBeUndefined();
    expect(app.callbacks[1]!.body.resource).toMatchObject({ type: 7, message: { id: message.id } });
    const stored = await h.admin('GET', `/messages?channelId=${GENERAL}`);
    expect(stored.body).toHaveLength(1);
  });

  it('refuses unknown, disabled and value-carrying buttons; a link button opens its URL and sends nothing', async () => {
    const h = await start();
    await command(h, 'poll');
    const app = scriptedApp(h, () => ({ type: 4, data: poll }));
    const message = (await run(h, 'poll')).messages[0];
    const unknown = await click(h, 'member', message.id, 'poll:emacs');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ reason: 'UNKNOWN_COMPONENT' });
    expect(unknown.body.message).toMatch(
      /"poll:tabs", "poll:spaces", "poll:closed", "https:\/\/example.com\/style"/,
    );
    const disabled = await click(h, 'member', message.id, 'poll:closed');
    expect(disabled.status).toBe(403);
    expect(disabled.body.reason).toBe('COMPONENT_DISABLED');
    const values = await click(h, 'member', message.id, 'poll:tabs', ['x']);
    expect(values.status).toBe(400);
    expect(values.body.message).toMatch(/^values: a button sends no values/);
    const link = await h.admin('POST', '/components', {
      userId: h.user('member').id,
      messageId: message.id,
      url: 'https://example.com/style',
    });
    expect(link.body).toEqual({ opened: 'https://example.com/style', delivered: false });
    const missing = await click(h, 'member', '1250000000000009999', 'poll:tabs');
    expect(missing.body.reason).toBe('UNKNOWN_MESSAGE');
    await app.settled();
    expect(app.callbacks).toHaveLength(1);
  });

  it('lets only its user use an ephemeral message, and only members who see the channel a guild one', async () => {
    const h = await start();
    await command(h, 'secret');
    scriptedApp(h, (i: Json) =>
      i.type === 2
        ? { type: 4, data: { ...poll, flags: 64 } }
        : { type: 4, data: { content: 'ok', flags: 64 } },
    );
    const message = (await run(h, 'secret')).messages[0];
    const other = await click(h, 'admin', message.id, 'poll:tabs');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ reason: 'CANNOT_SEE_MESSAGE' });
    expect(other.body.message).toMatch(/ephemeral: only member sees it/);
    expect((await click(h, 'member', message.id, 'poll:tabs')).body.status).toBe('answered');
    const outsider = await click(h, 'outsider', message.id, 'poll:tabs');
    expect(outsider.body.reason).toBe('CANNOT_SEE_MESSAGE');
  });

  it('refuses users outside the guild, and other users in a DM', async () => {
    const h = await start();
    const ping = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { name: 'poll', description: 'Poll' },
    });
    expect(ping.status).toBe(201);
    scriptedApp(h, () => ({ type: 4, data: poll }));
    const inGuild = (await run(h, 'poll')).messages[0];
    expect((await click(h, 'outsider', inGuild.id, 'poll:tabs')).body.reason).toBe('NOT_A_MEMBER');
    const dm = await h.admin('POST', '/interactions', { userId: h.user('member').id, name: 'poll' });
    const inDm = dm.body.messages[0];
    const other = await click(h, 'admin', inDm.id, 'poll:tabs');
    expect(other.body).toMatchObject({ reason: 'CANNOT_SEE_MESSAGE' });
    const own = await click(h, 'member', inDm.id, 'poll:tabs');
    expect(own.body).toMatchObject({ status: 'answered' });
  });
});

describe('select menus', () => {
  it('sends the chosen values in the order chosen and keeps the reply (4) with its interaction', async () => {
    const h = await start();
    await command(h, 'colours');
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2
        ? { type: 4, data: colours }
        : { type: 4, data: { content: `you chose ${i.data.values.join(' and ')}` } },
    );
    const message = (await run(h, 'colours')).messages[0];
    const res = await click(h, 'member', message.id, 'colours', ['blue', 'red']);
    expect(res.body).toMatchObject({ status: 'answered', responseType: 4 });
    expect(res.body.messages[0]).toMatchObject({
      content: 'you chose blue and red',
      type: 0,
      interaction_metadata: { type: 3, interacted_message_id: message.id },
      // The deprecated field, still sent beside interaction_metadata (discord.py 2.2 reads it).
      interaction: {
        id: res.body.interactionId,
        type: 3,
        name: 'colours',
        user: { id: h.user('member').id },
      },
    });
    await app.settled();
    expect(app.callbacks[1]!.interaction.data).toEqual({
      custom_id: 'colours',
      component_type: 3,
      // The select's number in its message (the row is 1).
      id: 2,
      values: ['blue', 'red'],
    });
  });

  it('refuses too few or too many values, unknown and repeated ones, with the path', async () => {
    const h = await start();
    await command(h, 'colours');
    scriptedApp(h, () => ({ type: 4, data: colours }));
    const id = (await run(h, 'colours')).messages[0].id;
    const cases: [string[] | undefined, RegExp][] = [
      [undefined, /^values: select menu colours needs the chosen values/],
      [[], /^values: select menu colours takes 1 to 2 value\(s\).*got 0/],
      [['red', 'green', 'blue'], /got 3/],
      [['red', 'purple'], /^values\[1\]: "purple" is not an option of select menu colours/],
      [['red', 'red'], /^values\[1\]: "red" is chosen twice/],
    ];
    for (const [values, message] of cases) {
      const res = await click(h, 'member', id, 'colours', values);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('resolves users, roles and channels of entity selects, and refuses ids the menu cannot offer', async () => {
    const h = await start();
    await command(h, 'pick');
    const select = (type: number, extra: Json = {}) => ({
      type: 1,
      components: [{ type, custom_id: `pick-${type}`, max_values: 2, ...extra }],
    });
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2
        ? {
            type: 4,
            data: {
              content: 'pick',
              components: [select(5), select(6), select(7), select(8, { channel_types: [0] })],
            },
          }
        : { type: 6 },
    );
    const id = (await run(h, 'pick')).messages[0].id;
    const admin = h.user('admin').id;
    const moderatorRole = '1250000000000000302';
    expect((await click(h, 'member', id, 'pick-5', [admin])).body.status).toBe('answered');
    expect((await click(h, 'member', id, 'pick-6', [moderatorRole])).body.status).toBe('answered');
    expect((await click(h, 'member', id, 'pick-7', [moderatorRole, admin])).body.status).toBe('answered');
    expect((await click(h, 'member', id, 'pick-8', [GENERAL])).body.status).toBe('answered');
    await app.settled();
    const [users, roles, mentionables, channels] = app.callbacks.slice(1).map((c) => c.interaction.data);
    expect(users.resolved.users[admin]).toMatchObject({ username: 'admin' });
    expect(users.resolved.members[admin]).toMatchObject({ roles: ['1250000000000000301'] });
    expect(roles.resolved).toEqual({
      roles: { [moderatorRole]: expect.objectContaining({ name: 'moderator' }) },
    });
    expect(mentionables.values).toEqual([moderatorRole, admin]);
    expect(Object.keys(mentionables.resolved)).toEqual(['roles', 'users', 'members']);
    expect(channels.resolved.channels[GENERAL]).toMatchObject({ name: 'general', type: 0 });
    const outsider = await click(h, 'member', id, 'pick-5', [h.user('outsider').id]);
    expect(outsider.body.message).toMatch(/^values\[0\]: .* is not a member of this guild/);
    const voice = await click(h, 'member', id, 'pick-8', ['1250000000000000404']);
    expect(voice.body.message).toMatch(/is not a channel of this guild of type 0 \(channel_types\)/);
    const role = await click(h, 'member', id, 'pick-6', [admin]);
    expect(role.body.message).toMatch(/is not a role of this guild/);
  });
});
