import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';
import { command, GENERAL, run, STAFF, scriptedApp } from './scripted-app.js';

// Role, channel and mentionable selects in the labels of a 2025 modal, submitted through the admin API as a
// scripted user would: the MODAL_SUBMIT carries each select's values in its label and `resolved` with what
// they are (roles, channels, users and members), as the service sends it; a value the client would not
// offer the user (a channel of a type outside channel_types, one they cannot view, an unknown id) is refused
// with its path, and is not among what the web client's pickers list (GET /_emulator/users/:id/choices).

const ROLE_MODERATOR = '1250000000000000302';
const ROLE_MEMBER = '1250000000000000303';
const ANNOUNCEMENTS = '1250000000000000403';
const VOICE = '1250000000000000404';
const UNKNOWN = '1250000000000099999';

const team = {
  custom_id: 'team',
  title: 'Team settings',
  components: [
    { type: 18, label: 'Roles', component: { type: 6, custom_id: 'roles', max_values: 2 } },
    {
      type: 18,
      label: 'Channel',
      description: 'Text channels only',
      // GUILD_TEXT and GUILD_ANNOUNCEMENT: not the voice channel, the forum or the category.
      component: { type: 8, custom_id: 'channel', channel_types: [0, 5] },
    },
    {
      type: 18,
      label: 'Who',
      component: { type: 7, custom_id: 'who', min_values: 1, max_values: 3 },
    },
  ],
};

async function opened(h: Harness) {
  await command(h, 'form');
  const app = scriptedApp(h, (i: Json) =>
    i.type === 2 ? { type: 9, data: team } : { type: 4, data: { content: 'saved' } },
  );
  expect(await run(h, 'form')).toMatchObject({ status: 'answered', responseType: 9 });
  return app;
}

const submit = (h: Harness, fields: Json) =>
  h.admin('POST', '/modals/submit', { userId: h.user('member').id, fields });

/** What the web client's picker of this select type offers member in #general (the same check decides). */
async function offered(h: Harness, type: number, channelTypes?: number[]): Promise<string[]> {
  const query = `guildId=${h.guild.id}&channelId=${GENERAL}&type=${type}${channelTypes ? `&channelTypes=${channelTypes.join(',')}` : ''}`;
  const res = await h.admin('GET', `/users/${h.user('member').id}/choices?${query}`);
  expect(res.status).toBe(200);
  return (res.body as { value: string }[]).map((c) => c.value);
}

describe('role, channel and mentionable selects in a modal', () => {
  it('submits their values in their labels, with resolved roles, channels, users and members', async () => {
    const h = await start();
    const app = await opened(h);
    const moderator = h.user('moderator').id;
    const res = await submit(h, {
      roles: [ROLE_MEMBER, ROLE_MODERATOR],
      channel: [ANNOUNCEMENTS],
      who: [moderator, ROLE_MODERATOR],
    });
    expect(res.body).toMatchObject({ interactionType: 5, status: 'answered', responseType: 4 });
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    expect(data.components).toEqual([
      {
        type: 18,
        id: 1,
        component: { type: 6, id: 2, custom_id: 'roles', values: [ROLE_MEMBER, ROLE_MODERATOR] },
      },
      { type: 18, id: 3, component: { type: 8, id: 4, custom_id: 'channel', values: [ANNOUNCEMENTS] } },
      {
        type: 18,
        id: 5,
        component: { type: 7, id: 6, custom_id: 'who', values: [moderator, ROLE_MODERATOR] },
      },
    ]);
    expect(Object.keys(data.resolved).sort()).toEqual(['channels', 'members', 'roles', 'users']);
    expect(Object.keys(data.resolved.roles).sort()).toEqual([ROLE_MODERATOR, ROLE_MEMBER]);
    expect(data.resolved.roles[ROLE_MODERATOR]).toMatchObject({
      id: ROLE_MODERATOR,
      name: 'moderator',
      position: 2,
    });
    expect(data.resolved.roles[ROLE_MEMBER]).toMatchObject({ id: ROLE_MEMBER, name: 'member' });
    // The role's wire form, as `GET /guilds/{id}/roles` sends it: `colors` always, no world-only fields.
    expect(data.resolved.roles[ROLE_MEMBER].colors).toMatchObject({ secondary_color: null });
    expect(Object.keys(data.resolved.roles[ROLE_MEMBER])).not.toContain('secondaryColor');
    // A partial channel with the submitting member's permissions there (announcements: no SEND_MESSAGES).
    expect(data.resolved.channels).toEqual({
      [ANNOUNCEMENTS]: {
        id: ANNOUNCEMENTS,
        type: 5,
        name: 'announcements',
        parent_id: '1250000000000000401',
        nsfw: false,
        permissions: expect.stringMatching(/^\d+$/),
      },
    });
    const permissions = BigInt(data.resolved.channels[ANNOUNCEMENTS].permissions);
    expect(permissions & (1n << 10n)).toBe(1n << 10n); // VIEW_CHANNEL
    expect(permissions & (1n << 11n)).toBe(0n); // SEND_MESSAGES denied to @everyone there
    // The mentionable's user, as a user and as a member (without user, deaf or mute, as resolved carries it).
    expect(Object.keys(data.resolved.users)).toEqual([moderator]);
    expect(data.resolved.users[moderator]).toMatchObject({ id: moderator, username: 'moderator' });
    expect(Object.keys(data.resolved.members)).toEqual([moderator]);
    expect(data.resolved.members[moderator]).toMatchObject({ roles: [ROLE_MODERATOR] });
    expect(data.resolved.members[moderator]).not.toHaveProperty('user');
    expect(data.resolved.members[moderator]).not.toHaveProperty('deaf');
  });

  it('a mentionable of roles only resolves roles; left out, a select not required sends no values', async () => {
    const h = await start();
    const optional = structuredClone(team);
    Object.assign(optional.components[1]!.component, { required: false });
    await command(h, 'form');
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2 ? { type: 9, data: optional } : { type: 4, data: { content: 'saved' } },
    );
    await run(h, 'form');
    const res = await submit(h, { roles: [ROLE_MEMBER], who: [ROLE_MEMBER] });
    expect(res.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    expect(data.components[1].component).toEqual({ type: 8, id: 4, custom_id: 'channel', values: [] });
    expect(data.components[2].component.values).toEqual([ROLE_MEMBER]);
    expect(Object.keys(data.resolved)).toEqual(['roles']);
  });

  it('refuses what the pickers would not offer the user, naming the field, as the web client lists them', async () => {
    const h = await start();
    await opened(h);
    const moderator = h.user('moderator').id;
    const ok = { roles: [ROLE_MEMBER], channel: [GENERAL], who: [moderator] };
    const cases: [Json, RegExp][] = [
      // A channel of a type outside channel_types: the voice channel, the forum.
      [
        { ...ok, channel: [VOICE] },
        /^fields\.channel\[0\]: "1250000000000000404" is not a channel of this guild of type 0, 5 \(channel_types\), so select menu channel cannot offer it/,
      ],
      [
        { ...ok, channel: ['1250000000000000407'] },
        /^fields\.channel\[0\]: .* of type 0, 5 \(channel_types\)/,
      ],
      // A channel member cannot view.
      [
        { ...ok, channel: [STAFF] },
        /^fields\.channel\[0\]: "1250000000000000408" is #staff, which member cannot view \(no View Channel there\)/,
      ],
      // Unknown ids, and ids of the wrong kind.
      [{ ...ok, channel: [UNKNOWN] }, /^fields\.channel\[0\]: "1250000000000099999" is not a channel/],
      [{ ...ok, roles: [UNKNOWN] }, /^fields\.roles\[0\]: "1250000000000099999" is not a role of this guild/],
      [{ ...ok, roles: [moderator] }, /^fields\.roles\[0\]: .* is not a role of this guild/],
      [{ ...ok, channel: [ROLE_MEMBER] }, /^fields\.channel\[0\]: .* is not a channel/],
      [
        { ...ok, who: [GENERAL] },
        /^fields\.who\[0\]: "1250000000000000402" is not a member or a role of this guild/,
      ],
      [{ ...ok, who: [moderator, UNKNOWN] }, /^fields\.who\[1\]: .* is not a member or a role of this guild/],
      // Counts and repeats.
      [
        { ...ok, roles: [ROLE_MEMBER, ROLE_MODERATOR, '1250000000000000301'] },
        /^fields\.roles: select menu roles takes 1 to 2 value\(s\) \(min_values 1, max_values 2\); got 3/,
      ],
      [{ ...ok, who: [] }, /^fields\.who: select menu who takes 1 to 3 value\(s\)/],
      [{ ...ok, channel: [GENERAL, GENERAL] }, /^fields\.channel: select menu channel takes 1 value\(s\)/],
      [{ ...ok, who: [moderator, moderator] }, /^fields\.who\[1\]: "\d+" is chosen twice/],
      [{ ...ok, roles: ROLE_MEMBER }, /^fields\.roles: a select menu takes a list of values/],
    ];
    for (const [fields, message] of cases) {
      const res = await submit(h, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message, JSON.stringify(fields)).toMatch(message);
    }
    // What the web client offers is exactly what is accepted: none of the refused ids, all of the good ones.
    const channels = await offered(h, 8, [0, 5]);
    expect(channels).toContain(GENERAL);
    expect(channels).toContain(ANNOUNCEMENTS);
    for (const refused of [VOICE, '1250000000000000407', STAFF, UNKNOWN])
      expect(channels).not.toContain(refused);
    const roles = await offered(h, 6);
    expect(roles).toEqual(expect.arrayContaining([ROLE_MEMBER, ROLE_MODERATOR]));
    expect(roles).not.toContain(moderator);
    const mentionables = await offered(h, 7);
    expect(mentionables).toEqual(expect.arrayContaining([moderator, ROLE_MODERATOR]));
    expect(mentionables).not.toContain(GENERAL);
    // None of the refusals submitted it.
    expect((await submit(h, ok)).body.status).toBe('answered');
  });
});
