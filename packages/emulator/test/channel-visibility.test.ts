import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { click, GENERAL, run, STAFF, scriptedApp } from './scripted-app.js';

// A user's client lists only the channels they can view (VIEW_CHANNEL after overwrites): #staff is hidden
// from @everyone and shown to moderators; admins see everything. Pickers offer, and the emulator accepts,
// only those channels, in channel selects and CHANNEL options alike.

const where = { type: 7, name: 'where', description: 'Where' };

describe('channels a user cannot view', () => {
  it('a channel select refuses #staff for a member, with the path, and resolves it for an admin', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { name: 'pick', description: 'pick' },
    });
    expect(created.status).toBe(201);
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2
        ? {
            type: 4,
            data: {
              content: 'pick',
              components: [{ type: 1, components: [{ type: 8, custom_id: 'room', max_values: 2 }] }],
            },
          }
        : { type: 6 },
    );
    const id = (await run(h, 'pick')).messages[0].id;
    const refused = await click(h, 'member', id, 'room', [GENERAL, STAFF]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `values[1]: "${STAFF}" is #staff, which member cannot view (no View Channel there), so select menu room cannot offer it`,
    );
    const chosen = await click(h, 'admin', id, 'room', [GENERAL, STAFF]);
    expect(chosen.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks.at(-1)!.interaction.data;
    expect(data.values).toEqual([GENERAL, STAFF]);
    expect(data.resolved.channels[STAFF]).toMatchObject({ name: 'staff', type: 0 });
  });

  it('a CHANNEL option refuses #staff for a member as an invalid option, and takes it from an admin', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: { name: 'goto', description: 'goto', options: [where] },
    });
    expect(created.status).toBe(201);
    const app = scriptedApp(h, () => ({ type: 4, data: { content: 'ok' } }));
    const member = await run(h, 'goto', 'member', { options: { where: STAFF } });
    expect(member.code).toBe(50035);
    expect(member.errors.options.where._errors[0]).toEqual({
      code: 'BASE_TYPE_INVALID',
      message: `where: "${STAFF}" is #staff, which member cannot view (no View Channel there), so the client does not offer it`,
    });
    expect((await run(h, 'goto', 'member', { options: { where: GENERAL } })).status).toBe('answered');
    expect((await run(h, 'goto', 'admin', { options: { where: STAFF } })).status).toBe('answered');
    await app.settled();
    expect(app.callbacks.at(-1)!.interaction.data.resolved.channels[STAFF]).toMatchObject({ name: 'staff' });
  });

  it("the web client's channel picker lists #staff for an admin and a moderator, not for a member", async () => {
    const h = await start();
    const channels = async (user: string) => {
      const answer = await h.admin(
        'GET',
        `/users/${h.user(user).id}/choices?guildId=${h.guild.id}&channelId=${GENERAL}&type=8`,
      );
      expect(answer.status).toBe(200);
      return answer.body.map((c: { label: string }) => c.label);
    };
    const member = await channels('member');
    expect(member).toContain('#general');
    expect(member).not.toContain('#staff');
    expect(await channels('admin')).toContain('#staff');
    expect(await channels('moderator')).toContain('#staff');
  });
});
