import { Endpoints } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// A guild channel's invites (Discord's "Create Channel Invite" and the rest): the primary app's bot holds
// Manage Channels and Manage Guild at the top; the second app's bot holds @everyone alone (Create Instant
// Invite, but neither Manage permission), for the refusals.

const CATEGORY = '1250000000000000401';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

export const inviteCases: Case[] = [
  {
    op: Endpoints.getGuildVanityUrl,
    status: 200,
    as: 'Bot',
    what: 'no vanity code',
    run: (h) => h.sdk.guilds.getGuildVanityUrl(GUILD),
  },
  {
    op: Endpoints.getGuildVanityUrl,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/vanity-url`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.createChannelInvite,
    status: 200,
    as: 'Bot',
    what: 'an hour-long invite for five',
    run: async (h) => {
      const invite = await h.sdk.invites.createChannelInvite(
        GENERAL,
        { max_age: 3600, max_uses: 5, unique: true },
        { reason: 'conformance' },
      );
      h.state.invite = invite.code;
    },
  },
  {
    op: Endpoints.createChannelInvite,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'an invite to a category',
    run: (h) => h.raw('POST', `/channels/${CATEGORY}/invites`, { authorization: bot(h), body: '{}' }),
  },
  {
    op: Endpoints.listChannelInvites,
    status: 200,
    as: 'Bot',
    what: "the channel's invites",
    run: (h) => h.sdk.invites.getChannelInvites(GENERAL),
  },
  {
    op: Endpoints.listChannelInvites,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Channels',
    run: (h) => h.raw('GET', `/channels/${GENERAL}/invites`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.listGuildInvites,
    status: 200,
    as: 'Bot',
    what: "the guild's invites",
    run: (h) => h.sdk.invites.getGuildInvites(GUILD),
  },
  {
    op: Endpoints.listGuildInvites,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/invites`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.inviteResolve,
    status: 200,
    as: 'Bot',
    what: 'the invite with counts',
    run: (h) => h.sdk.invites.getInvite(h.state.invite!, { withCounts: true }),
  },
  {
    op: Endpoints.inviteRevoke,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Channels or Manage Guild',
    run: (h) => h.raw('DELETE', `/invites/${h.state.invite}`, { authorization: secondBot(h) }),
  },
  {
    op: Endpoints.inviteRevoke,
    status: 200,
    as: 'Bot',
    what: 'the invite revoked',
    run: (h) => h.sdk.invites.deleteInvite(h.state.invite!, { reason: 'conformance' }),
  },
  {
    op: Endpoints.inviteResolve,
    status: 404,
    code: 10006,
    as: 'Bot',
    what: 'a revoked invite',
    run: (h) => h.raw('GET', `/invites/${h.state.invite}`, { authorization: bot(h) }),
  },
];
