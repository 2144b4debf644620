import { type Case, GUILD, type Harness, MEMBER } from '../harness.js';

// Scheduled events: the primary app's bot (Create Events from @everyone) makes an external and a voice
// event, lists, reads, starts and deletes them, and reads the users interested (one member, marked through
// the admin API); the second app's bot (out of the guild by now) is refused, and bodies that break the docs'
// rules too.

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const UNKNOWN = '1250000000000009999';
const VOICE = '1250000000000000404';
const template = '/guilds/{guild_id}/scheduled-events';
const events = `/guilds/${GUILD}/scheduled-events`;
const at = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, body: JSON.stringify(body) });

export const scheduledEventCases: Case[] = [
  {
    op: `POST ${template}`,
    status: 200,
    as: 'Bot',
    what: 'an external event with a location, an end time and a weekly recurrence',
    run: async (h) => {
      const made = await h.sdk.scheduledEvents.createGuildScheduledEvent(
        GUILD,
        {
          name: 'Launch party',
          description: 'Cake',
          privacy_level: 2,
          entity_type: 3,
          entity_metadata: { location: 'The park' },
          scheduled_start_time: at(1),
          scheduled_end_time: at(2),
          recurrence_rule: { start: at(1), frequency: 2, interval: 1, by_weekday: [2] },
        },
        { reason: 'launch' },
      );
      h.state.scheduledEvent = made.id;
      await h.admin('POST', `/guilds/${GUILD}/scheduled-events/${made.id}/users`, { userId: MEMBER });
    },
  },
  {
    op: `POST ${template}`,
    status: 200,
    as: 'Bot',
    what: 'a voice event',
    run: async (h) => {
      const made = await h.sdk.scheduledEvents.createGuildScheduledEvent(GUILD, {
        name: 'Town hall',
        privacy_level: 2,
        entity_type: 2,
        channel_id: VOICE,
        scheduled_start_time: at(3),
      });
      h.state.voiceEvent = made.id;
    },
  },
  {
    op: `POST ${template}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an external event without a location or an end time',
    run: (h) =>
      json(h, 'POST', events, { name: 'x', privacy_level: 2, entity_type: 3, scheduled_start_time: at(1) }),
  },
  {
    op: `POST ${template}`,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: "the second app's bot, which left the guild",
    run: (h) =>
      json(
        h,
        'POST',
        events,
        { name: 'x', privacy_level: 2, entity_type: 3, scheduled_start_time: at(1) },
        secondBot(h),
      ),
  },
  {
    op: `GET ${template}`,
    status: 200,
    as: 'Bot',
    what: "the guild's events with their user counts",
    run: (h) => h.sdk.scheduledEvents.getGuildScheduledEvents(GUILD, { withUserCount: true }),
  },
  {
    op: `GET ${template}`,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: "the second app's bot, which left the guild",
    run: (h) => h.raw('GET', events, { authorization: secondBot(h) }),
  },
  {
    op: `GET ${template}/{guild_scheduled_event_id}`,
    status: 200,
    as: 'Bot',
    what: 'the external event',
    run: (h) =>
      h.sdk.scheduledEvents.getGuildScheduledEvent(GUILD, h.state.scheduledEvent!, { withUserCount: true }),
  },
  {
    op: `GET ${template}/{guild_scheduled_event_id}`,
    status: 404,
    code: 10070,
    as: 'Bot',
    what: 'an unknown event',
    run: (h) => h.raw('GET', `${events}/${UNKNOWN}`, { authorization: bot(h) }),
  },
  {
    op: `GET ${template}/{guild_scheduled_event_id}/users`,
    status: 200,
    as: 'Bot',
    what: 'the interested users with their members',
    run: (h) =>
      h.sdk.scheduledEvents.getGuildScheduledEventUsers(GUILD, h.state.scheduledEvent!, {
        withMember: true,
        limit: 10,
      }),
  },
  {
    op: `GET ${template}/{guild_scheduled_event_id}/users`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit over 100',
    run: (h) =>
      h.raw('GET', `${events}/${h.state.scheduledEvent}/users?limit=101`, { authorization: bot(h) }),
  },
  {
    op: `PATCH ${template}/{guild_scheduled_event_id}`,
    status: 200,
    as: 'Bot',
    what: 'the voice event started',
    run: (h) =>
      h.sdk.scheduledEvents.editGuildScheduledEvent(
        GUILD,
        h.state.voiceEvent!,
        { status: 2 },
        { reason: 'go' },
      ),
  },
  {
    op: `PATCH ${template}/{guild_scheduled_event_id}`,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'the active event canceled (ACTIVE moves to COMPLETED only)',
    run: (h) => json(h, 'PATCH', `${events}/${h.state.voiceEvent}`, { status: 4 }),
  },
  {
    op: `DELETE ${template}/{guild_scheduled_event_id}`,
    status: 204,
    as: 'Bot',
    what: 'the external event',
    run: (h) =>
      h.sdk.scheduledEvents.deleteGuildScheduledEvent(GUILD, h.state.scheduledEvent!, { reason: 'done' }),
  },
  {
    op: `DELETE ${template}/{guild_scheduled_event_id}`,
    status: 404,
    code: 10070,
    as: 'Bot',
    what: 'the external event, again',
    run: (h) => h.raw('DELETE', `${events}/${h.state.scheduledEvent}`, { authorization: bot(h) }),
  },
];
