import { type Case, GUILD, type Harness } from '../harness.js';

// A guild's audit log (service-facts: Discord's "Get Guild Audit Log"): read by a bot with View Audit Log,
// refused to one without it.

const auditLog = 'GET /guilds/{guild_id}/audit-logs';
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;

export const auditLogCases: Case[] = [
  {
    op: auditLog,
    status: 200,
    as: 'Bot',
    what: 'the entries, filtered and limited',
    run: (h) => h.sdk.guilds.getGuildAuditLog(GUILD, { limit: 10 }),
  },
  {
    op: auditLog,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: 'a bot without View Audit Log',
    run: (h) => h.raw('GET', `/guilds/${GUILD}/audit-logs`, { authorization: secondBot(h) }),
  },
  {
    op: auditLog,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a limit above 100',
    run: (h) =>
      h.raw('GET', `/guilds/${GUILD}/audit-logs?limit=101`, {
        authorization: `Bot ${h.emu.world.application.botToken}`,
      }),
  },
];
