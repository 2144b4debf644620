import { Endpoints } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// A guild's channels (Discord's "Create Guild Channel", "Modify Channel" and the rest): the primary app's
// bot holds Manage Channels and Manage Roles at the top; the second app's bot holds @everyone alone.

const CATEGORY = '1250000000000000401';
const ANNOUNCEMENTS = '1250000000000000403';
const MEMBER_ROLE = '1250000000000000303';
const channels = `/guilds/${GUILD}/channels`;
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, body: JSON.stringify(body) });

export const guildChannelCases: Case[] = [
  {
    op: Endpoints.createGuildChannel,
    status: 201,
    as: 'Bot',
    what: 'a text channel in a category',
    run: async (h) => {
      const created = await h.sdk.guilds.createGuildChannel(
        GUILD,
        { name: 'tickets', type: 0, parent_id: CATEGORY, topic: 'Open one' },
        { reason: 'conformance' },
      );
      h.state.channel = created.id;
    },
  },
  {
    op: Endpoints.createGuildChannel,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Channels',
    run: (h) => json(h, 'POST', channels, { name: 'x' }, secondBot(h)),
  },
  {
    op: Endpoints.bulkUpdateGuildChannels,
    status: 204,
    as: 'Bot',
    what: 'a channel moved',
    run: (h) => h.sdk.guilds.editGuildChannelPositions(GUILD, [{ id: h.state.channel!, position: 0 }]),
  },
  {
    op: Endpoints.bulkUpdateGuildChannels,
    status: 400,
    code: 40009,
    as: 'Bot',
    what: 'two channels moved to another category',
    run: (h) =>
      json(h, 'PATCH', channels, [
        { id: h.state.channel, parent_id: null },
        { id: GENERAL, parent_id: null },
      ]),
  },
  {
    op: Endpoints.updateChannel,
    status: 200,
    as: 'Bot',
    what: 'a new name, topic and slowmode',
    run: (h) =>
      h.sdk.channels.editChannel(
        h.state.channel!,
        { name: 'support', topic: 'Ask here', rate_limit_per_user: 5 },
        { reason: 'conformance' },
      ),
  },
  {
    op: Endpoints.updateChannel,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Channels',
    run: (h) => json(h, 'PATCH', `/channels/${GENERAL}`, { name: 'x' }, secondBot(h)),
  },
  {
    op: Endpoints.setChannelPermissionOverwrite,
    status: 204,
    as: 'Bot',
    what: 'members may not write',
    run: (h) =>
      h.sdk.channels.editChannelPermissions(h.state.channel!, MEMBER_ROLE, { type: 0, deny: '2048' }),
  },
  {
    op: Endpoints.setChannelPermissionOverwrite,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an overwrite of type 2',
    run: (h) => json(h, 'PUT', `/channels/${h.state.channel}/permissions/${MEMBER_ROLE}`, { type: 2 }),
  },
  {
    op: Endpoints.deleteChannelPermissionOverwrite,
    status: 204,
    as: 'Bot',
    what: 'the overwrite removed',
    run: (h) => h.sdk.channels.deleteChannelPermission(h.state.channel!, MEMBER_ROLE),
  },
  {
    op: Endpoints.deleteChannelPermissionOverwrite,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Roles',
    run: (h) =>
      h.raw('DELETE', `/channels/${GENERAL}/permissions/${MEMBER_ROLE}`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.triggerTypingIndicator,
    status: 204,
    as: 'Bot',
    what: 'the bot typing',
    run: (h) => h.sdk.channels.triggerTypingIndicator(GENERAL),
  },
  {
    op: Endpoints.triggerTypingIndicator,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'typing in a category',
    run: (h) => h.raw('POST', `/channels/${CATEGORY}/typing`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.followChannel,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Webhooks in the target',
    run: (h) =>
      json(h, 'POST', `/channels/${ANNOUNCEMENTS}/followers`, { webhook_channel_id: GENERAL }, secondBot(h)),
  },
  {
    op: Endpoints.followChannel,
    status: 200,
    as: 'Bot',
    what: 'announcements followed into #general',
    run: (h) => h.sdk.channels.followAnnouncementChannel(ANNOUNCEMENTS, { webhook_channel_id: GENERAL }),
  },
  {
    op: Endpoints.deleteChannel,
    status: 200,
    as: 'Bot',
    what: 'the channel made above',
    run: (h) => h.sdk.channels.deleteChannel(h.state.channel!, { reason: 'conformance' }),
  },
  {
    op: Endpoints.deleteChannel,
    status: 404,
    code: 10003,
    as: 'Bot',
    what: 'a channel already gone',
    run: (h) => h.raw('DELETE', `/channels/${h.state.channel}`, { authorization: bot(h) }),
  },
];
