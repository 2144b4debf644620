import { AuditLogEvent, ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GUILD, MEMBER, NEWBIE, OTHER_GUILD, OUTSIDER } from './bot-world.js';
import { auditEntries } from './guild-admin-support.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextOf } from './support/bot-session.js';

// Guild scheduled events over sockets: made (stage, voice, external) with Create Events, edited by their
// creator or with Manage Events, status moves SCHEDULED → ACTIVE → COMPLETED or SCHEDULED → CANCELED only,
// 100 not yet ended per guild, the interested users (marked through the admin API) paged by id; each change
// GUILD_SCHEDULED_EVENT_* (intent GUILD_SCHEDULED_EVENTS) and an audit entry.

const events = `/guilds/${GUILD}/scheduled-events`;
const VOICE = '1250000000000000404';
const STAGE = '1250000000000000420';
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const hour = 3_600_000;
const at = (ms: number) => new Date(T0 + ms).toISOString();

/** The bot world with a stage channel, whose bot holds `permissions` and whose @everyone holds no event permission. */
function world(permissions: bigint) {
  const seed = botWorld(permissions);
  const guild = seed.guilds[0]!;
  const everyone = guild.roles[0]!;
  const eventBits = PermissionFlags.CreateEvents | PermissionFlags.ManageEvents;
  everyone.permissions = (BigInt(everyone.permissions) & ~eventBits).toString();
  guild.channels.push({ id: STAGE, name: 'stage', type: ChannelType.GuildStageVoice });
  return seed;
}
const stageBits = PermissionFlags.ManageChannels | PermissionFlags.MuteMembers | PermissionFlags.MoveMembers;
const creator = (extra = 0n) =>
  start({
    seed: world(PermissionFlags.CreateEvents | PermissionFlags.ViewAuditLog | stageBits | extra),
    gateway: patient,
  });

const external = {
  name: 'Launch party',
  privacy_level: 2,
  entity_type: 3,
  entity_metadata: { location: 'The park' },
  scheduled_start_time: at(hour),
  scheduled_end_time: at(2 * hour),
};

async function make(h: Harness, body: object = external): Promise<Json> {
  const res = await h.api('POST', events, { body });
  expect(res.status).toBe(200);
  return res.body;
}

describe('guild scheduled events', () => {
  it('makes an external event, lists, reads, edits and deletes it, each change told and audited', async () => {
    const h = await creator();
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildScheduledEvents);
    const made = await h.api('POST', events, { body: external, headers: { 'x-audit-log-reason': 'launch' } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      guild_id: GUILD,
      channel_id: null,
      creator_id: BOT,
      creator: { id: BOT, bot: true },
      name: 'Launch party',
      description: null,
      status: 1,
      entity_type: 3,
      entity_id: null,
      entity_metadata: { location: 'The park' },
      privacy_level: 2,
      image: null,
      recurrence_rule: null,
    });
    expect(Date.parse(made.body.scheduled_start_time)).toBe(T0 + hour);
    const { id } = made.body;
    expect((await nextOf(client, 'GUILD_SCHEDULED_EVENT_CREATE')).d).toEqual(made.body);
    expect((await h.api('GET', events)).body).toEqual([made.body]);
    expect((await h.api('GET', `${events}?with_user_count=true`)).body).toEqual([
      { ...made.body, user_count: 0 },
    ]);
    expect((await h.api('GET', `${events}/${id}`)).body).toEqual(made.body);
    const edited = await h.api('PATCH', `${events}/${id}`, {
      body: { name: 'Launch!', entity_metadata: { location: 'The pier' } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Launch!', entity_metadata: { location: 'The pier' } });
    expect((await nextOf(client, 'GUILD_SCHEDULED_EVENT_UPDATE')).d).toEqual(edited.body);
    expect((await h.api('DELETE', `${events}/${id}`)).status).toBe(204);
    expect((await nextOf(client, 'GUILD_SCHEDULED_EVENT_DELETE')).d).toMatchObject({ id, name: 'Launch!' });
    expect((await h.api('GET', `${events}/${id}`)).body.code).toBe(10070);
    const entries = await auditEntries(h);
    expect(entries.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.GuildScheduledEventDelete,
      AuditLogEvent.GuildScheduledEventUpdate,
      AuditLogEvent.GuildScheduledEventCreate,
    ]);
    expect(entries[2]).toMatchObject({ target_id: id, user_id: BOT, reason: 'launch' });
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { key: 'name', old_value: 'Launch party', new_value: 'Launch!' },
        { key: 'location', old_value: 'The park', new_value: 'The pier' },
      ]),
    );
    client.close();
  });

  it('hosts voice and stage events in channels of their type, and a weekly recurrence as the docs allow', async () => {
    const h = await creator();
    const voice = await make(h, {
      name: 'Town hall',
      privacy_level: 2,
      entity_type: 2,
      channel_id: VOICE,
      scheduled_start_time: at(hour),
      entity_metadata: { location: 'ignored' },
      recurrence_rule: { start: at(hour), frequency: 2, interval: 2, by_weekday: [2] },
    });
    expect(voice).toMatchObject({
      channel_id: VOICE,
      entity_type: 2,
      entity_metadata: null,
      scheduled_end_time: null,
    });
    expect(voice.recurrence_rule).toMatchObject({
      frequency: 2,
      interval: 2,
      by_weekday: [2],
      end: null,
      count: null,
    });
    const stage = await make(h, {
      name: 'Q&A',
      privacy_level: 2,
      entity_type: 1,
      channel_id: STAGE,
      scheduled_start_time: at(hour),
    });
    expect(stage).toMatchObject({ channel_id: STAGE, entity_type: 1 });
    const wrong = await h.api('POST', events, { body: { ...external, entity_type: 1, channel_id: VOICE } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.channel_id._errors[0].code).toBe('BASE_TYPE_INVALID');
  });

  it('moves status SCHEDULED → ACTIVE → COMPLETED and refuses any other move with the codes of the service', async () => {
    const h = await creator();
    const { id } = await make(h);
    const path = `${events}/${id}`;
    const skip = await h.api('PATCH', path, { body: { status: 3 } });
    expect(skip.status).toBe(400);
    expect(skip.body).toMatchObject({
      code: 50035,
      errors: { status: { _errors: [{ code: 'BASE_TYPE_INVALID' }] } },
    });
    expect((await h.api('PATCH', path, { body: { status: 2 } })).body.status).toBe(2);
    const back = await h.api('PATCH', path, { body: { status: 4 } });
    expect(back.body.code).toBe(50035);
    expect((await h.api('PATCH', path, { body: { status: 3 } })).body.status).toBe(3);
    const finished = await h.api('PATCH', path, { body: { name: 'Again' } });
    expect(finished.status).toBe(400);
    expect(finished.body.code).toBe(180000);
    const canceled = await make(h);
    expect((await h.api('PATCH', `${events}/${canceled.id}`, { body: { status: 4 } })).body.status).toBe(4);
    expect((await h.api('PATCH', `${events}/${canceled.id}`, { body: { status: 2 } })).body.code).toBe(
      180000,
    );
  });

  it('refuses bodies that do not fit the entity type, the past, and a rule the docs do not allow', async () => {
    const h = await creator();
    const cases: [object, string][] = [
      [{ ...external, entity_metadata: undefined }, 'entity_metadata'],
      [{ ...external, scheduled_end_time: undefined }, 'scheduled_end_time'],
      [{ ...external, scheduled_end_time: at(0) }, 'scheduled_end_time'],
      [{ ...external, scheduled_start_time: at(-hour) }, 'scheduled_start_time'],
      [{ ...external, scheduled_start_time: 'tomorrow' }, 'scheduled_start_time'],
      [{ ...external, privacy_level: 1 }, 'privacy_level'],
      [{ ...external, name: '' }, 'name'],
      [{ ...external, entity_metadata: { location: 'x'.repeat(101) } }, 'entity_metadata'],
      [
        { ...external, recurrence_rule: { start: at(hour), frequency: 3, by_weekday: [0, 2] } },
        'recurrence_rule',
      ],
      [{ ...external, recurrence_rule: { start: at(hour), frequency: 1, count: 3 } }, 'recurrence_rule'],
    ];
    for (const [body, path] of cases) {
      const res = await h.api('POST', events, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe(50035);
      expect(Object.keys(res.body.errors)).toContain(path);
    }
    expect((await h.api('GET', events)).body).toEqual([]);
  });

  it('needs Create Events to make one and Manage Events to change what another made', async () => {
    const none = await start({ seed: world(PermissionFlags.ViewChannel), gateway: patient });
    const refused = await none.api('POST', events, { body: external });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(50013);
    const h = await creator();
    // A voice event needs Connect in its channel: the bot's is denied there.
    const seed = world(PermissionFlags.CreateEvents);
    seed.guilds[0]!.channels.find((c) => c.id === VOICE)!.permissionOverwrites = [
      { id: BOT, type: 1, allow: '0', deny: PermissionFlags.Connect.toString() },
    ];
    const noConnect = await start({ seed, gateway: patient });
    const voice = { ...external, entity_type: 2, channel_id: VOICE, entity_metadata: undefined };
    expect((await noConnect.api('POST', events, { body: voice })).body.code).toBe(50013);
    // The bot's own event it may change with Create Events alone.
    const own = await make(h);
    expect((await h.api('PATCH', `${events}/${own.id}`, { body: { status: 2 } })).status).toBe(200);
    expect((await h.api('GET', `/guilds/${OTHER_GUILD}/scheduled-events`)).body.code).toBe(50001);
  });

  it('holds at most 100 events not yet ended (30038)', async () => {
    const h = await creator();
    await Promise.all(Array.from({ length: 100 }, (_, i) => make(h, { ...external, name: `e${i}` })));
    const over = await h.api('POST', events, { body: external });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(30038);
  });
});

describe('interested users', () => {
  it('marks and takes back interest through the admin API, paged by user id with members', async () => {
    const h = await creator();
    const client = await connectBot(h, GatewayIntentBits.GuildScheduledEvents);
    const { id } = await make(h);
    const users = `/guilds/${GUILD}/scheduled-events/${id}/users`;
    for (const userId of [NEWBIE, MEMBER])
      expect((await h.admin('POST', users, { userId })).status).toBe(204);
    expect((await nextOf(client, 'GUILD_SCHEDULED_EVENT_USER_ADD')).d).toEqual({
      guild_scheduled_event_id: id,
      user_id: NEWBIE,
      guild_id: GUILD,
    });
    const all = await h.api('GET', `${events}/${id}/users`);
    expect(all.body.map((u: Json) => u.user.id)).toEqual([MEMBER, NEWBIE]);
    expect(all.body[0]).not.toHaveProperty('member');
    const withMember = await h.api('GET', `${events}/${id}/users?with_member=true&limit=1`);
    expect(withMember.body).toEqual([
      {
        guild_scheduled_event_id: id,
        guild_scheduled_event_exception_id: null,
        user_id: MEMBER,
        user: expect.objectContaining({ id: MEMBER }),
        member: expect.objectContaining({ roles: expect.any(Array) }),
        response: 1,
      },
    ]);
    expect(
      (await h.api('GET', `${events}/${id}/users?after=${MEMBER}`)).body.map((u: Json) => u.user.id),
    ).toEqual([NEWBIE]);
    expect(
      (await h.api('GET', `${events}/${id}/users?before=${NEWBIE}&after=${NEWBIE}`)).body.map(
        (u: Json) => u.user.id,
      ),
    ).toEqual([MEMBER]);
    expect((await h.api('GET', `${events}?with_user_count=1`)).body[0].user_count).toBe(2);
    expect((await h.api('GET', `${events}/${id}/users?limit=101`)).body.code).toBe(50035);
    expect((await h.admin('POST', `${users}/${NEWBIE}/remove`, {})).status).toBe(204);
    expect((await nextOf(client, 'GUILD_SCHEDULED_EVENT_USER_REMOVE')).d).toMatchObject({ user_id: NEWBIE });
    const again = await h.admin('POST', `${users}/${NEWBIE}/remove`, {});
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(10071);
    const outsider = await h.admin('POST', users, { userId: OUTSIDER });
    expect(outsider.status).toBe(403);
    client.close();
  });

  it('GUILD_CREATE carries the events the bot can see', async () => {
    const h = await creator();
    const made = await make(h);
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    const created = await nextOf(client, 'GUILD_CREATE');
    expect(created.d.guild_scheduled_events).toEqual([made]);
    client.close();
  });
});
