import { type Case, GUILD, type Harness } from '../harness.js';

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

// A guild's template (Discord's "Guild Template" resource): made from the guild, read by code, synced,
// edited and deleted by the primary app's bot (Manage Guild); the second app's bot is refused.

export const guildTemplateCases: Case[] = [
  {
    op: 'GET /guilds/{guild_id}/templates',
    status: 200,
    as: 'Bot',
    what: 'no template yet',
    run: (h) => h.sdk.templates.getGuildTemplates(GUILD),
  },
  {
    op: 'GET /guilds/{guild_id}/templates',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/templates`, { authorization: secondBot(h) }),
  },
  {
    op: 'POST /guilds/{guild_id}/templates',
    status: 200,
    as: 'Bot',
    what: 'the guild as a template',
    run: (h) => h.sdk.templates.createGuildTemplate(GUILD, { name: 'Conformance', description: 'All of it' }),
  },
  {
    op: 'POST /guilds/{guild_id}/templates',
    status: 400,
    code: 30031,
    as: 'Bot',
    what: 'a second template',
    run: (h) =>
      h.raw('POST', `/guilds/${GUILD}/templates`, { authorization: bot(h), body: '{"name":"Two"}' }),
  },
  {
    op: 'GET /guilds/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template by its code',
    run: async (h) => h.sdk.templates.getGuildTemplate(await templateCode(h)),
  },
  {
    op: 'GET /guilds/templates/{code}',
    status: 404,
    code: 10057,
    as: 'Bot',
    what: 'an unknown code',
    run: (h) => h.raw('GET', '/guilds/templates/nosuchcode', { authorization: bot(h) }),
  },
  {
    op: 'PUT /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template synced',
    run: async (h) => h.sdk.templates.syncGuildTemplate(GUILD, await templateCode(h)),
  },
  {
    op: 'PUT /guilds/{guild_id}/templates/{code}',
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without Manage Guild',
    run: async (h) =>
      h.raw('PUT', `/guilds/${GUILD}/templates/${await templateCode(h)}`, { authorization: secondBot(h) }),
  },
  {
    op: 'PATCH /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'a new name, no description',
    run: async (h) =>
      h.sdk.templates.editGuildTemplate(GUILD, await templateCode(h), { name: 'Renamed', description: null }),
  },
  {
    op: 'PATCH /guilds/{guild_id}/templates/{code}',
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an empty name',
    run: async (h) =>
      h.raw('PATCH', `/guilds/${GUILD}/templates/${await templateCode(h)}`, {
        authorization: bot(h),
        body: '{"name":""}',
      }),
  },
  {
    op: 'DELETE /guilds/{guild_id}/templates/{code}',
    status: 200,
    as: 'Bot',
    what: 'the template deleted',
    run: async (h) => h.sdk.templates.deleteGuildTemplate(GUILD, await templateCode(h)),
  },
  {
    op: 'DELETE /guilds/{guild_id}/templates/{code}',
    status: 404,
    code: 10057,
    as: 'Bot',
    what: 'a template that is gone',
    run: (h) => h.raw('DELETE', `/guilds/${GUILD}/templates/nosuchcode`, { authorization: bot(h) }),
  },
];

/** The code of the guild's template, read without a request the case would record. */
async function templateCode(h: Harness): Promise<string> {
  const [template] = h.emu.context.state.guildTemplates.ofGuild(GUILD);
  if (!template) throw new Error('the guild has no template: an earlier case should have made it');
  return template.code;
}
