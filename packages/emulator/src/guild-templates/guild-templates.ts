import { randomBytes } from 'node:crypto';
import { type APIGuildTemplate, GuildLimits, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import type { CheckedGuildTemplateBody } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuildTemplate } from '../state/guild-template-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import { serializeGuild } from './serialize-guild.js';

const codeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const codeLength = 12;

/** A stored template as the service sends it: dirty (true) when its guild changed since the last sync. */
function toApiTemplate(context: EmulatorContext, template: EmulatorGuildTemplate): APIGuildTemplate {
  const guild = context.findGuild(template.guildId);
  const dirty =
    guild && JSON.stringify(serializeGuild(context, guild)) !== JSON.stringify(template.serialized);
  return {
    code: template.code,
    name: template.name,
    description: template.description,
    usage_count: template.usageCount,
    creator_id: template.creatorId,
    creator: apiUserOf(context.state.world, template.creatorId) ?? null,
    created_at: template.createdAt,
    updated_at: template.updatedAt,
    source_guild_id: template.guildId,
    serialized_source_guild: template.serialized,
    is_dirty: dirty ? true : null,
  };
}

/** The guild's template with `code` (Manage Guild); 404/10057 when the guild has none by that code. */
function ownTemplate(action: GuildAction, code: string): EmulatorGuildTemplate {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const template = action.context.state.guildTemplates.get(code);
  if (!template || template.guildId !== action.guild.id)
    throw notFound(RESTJSONErrorCodes.UnknownGuildTemplate, 'Unknown Guild Template');
  return template;
}

/**
 * A template by its code, for any bot (`GET /guilds/templates/{code}`); 404/10057 for an unknown code.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#get-guild-template | Get Guild Template}
 */
export function templateByCode(context: EmulatorContext, code: string): APIGuildTemplate {
  const template = context.state.guildTemplates.get(code);
  if (!template) throw notFound(RESTJSONErrorCodes.UnknownGuildTemplate, 'Unknown Guild Template');
  return toApiTemplate(context, template);
}

/**
 * The guild's templates (`GET /guilds/{id}/templates`; Manage Guild): none or one.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#get-guild-templates | Get Guild Templates}
 */
export function guildTemplates(action: GuildAction): APIGuildTemplate[] {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  return action.context.state.guildTemplates
    .ofGuild(action.guild.id)
    .map((t) => toApiTemplate(action.context, t));
}

/**
 * Makes the guild's template from the guild as it is (`POST /guilds/{id}/templates`; Manage Guild): a
 * new 12-character code, the actor as its creator; 400/30031 when the guild has its one template already.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#create-guild-template | Create Guild Template}
 */
export function createTemplate(action: GuildAction, body: CheckedGuildTemplateBody): APIGuildTemplate {
  const { context, guild } = action;
  requireGuildPermission(guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const store = context.state.guildTemplates;
  if (store.ofGuild(guild.id).length >= GuildLimits.templatesPerGuildMax)
    throw badRequest(
      'Guild already has a template: sync, edit or delete it (PUT, PATCH or DELETE /guilds/{id}/templates/{code})',
      RESTJSONErrorCodes.GuildAlreadyHasTemplate,
    );
  const now = new Date(context.clock.now()).toISOString();
  const template: EmulatorGuildTemplate = {
    code: newCode((code) => store.get(code) !== undefined),
    guildId: guild.id,
    name: body.name ?? '',
    description: body.description ?? null,
    usageCount: 0,
    creatorId: action.actor.userId,
    createdAt: now,
    updatedAt: now,
    serialized: serializeGuild(context, guild),
  };
  store.set(template);
  return toApiTemplate(context, template);
}

/**
 * Takes the guild as it is now into its template (`PUT /guilds/{id}/templates/{code}`; Manage Guild).
 * @see {@link https://discord.com/developers/docs/resources/guild-template#sync-guild-template | Sync Guild Template}
 */
export function syncTemplate(action: GuildAction, code: string): APIGuildTemplate {
  const template = ownTemplate(action, code);
  const synced: EmulatorGuildTemplate = {
    ...template,
    serialized: serializeGuild(action.context, action.guild),
    updatedAt: new Date(action.context.clock.now()).toISOString(),
  };
  action.context.state.guildTemplates.set(synced);
  return toApiTemplate(action.context, synced);
}

/**
 * Edits the template's name and description (`PATCH /guilds/{id}/templates/{code}`; Manage Guild).
 * @see {@link https://discord.com/developers/docs/resources/guild-template#modify-guild-template | Modify Guild Template}
 */
export function editTemplate(
  action: GuildAction,
  code: string,
  body: CheckedGuildTemplateBody,
): APIGuildTemplate {
  const template = ownTemplate(action, code);
  const edited: EmulatorGuildTemplate = {
    ...template,
    name: body.name ?? template.name,
    description: body.description === undefined ? template.description : body.description,
  };
  action.context.state.guildTemplates.set(edited);
  return toApiTemplate(action.context, edited);
}

/**
 * Deletes the guild's template (`DELETE /guilds/{id}/templates/{code}`; Manage Guild); answers it as it was.
 * @see {@link https://discord.com/developers/docs/resources/guild-template#delete-guild-template | Delete Guild Template}
 */
export function deleteTemplate(action: GuildAction, code: string): APIGuildTemplate {
  const template = ownTemplate(action, code);
  const answer = toApiTemplate(action.context, template);
  action.context.state.guildTemplates.delete(code);
  return answer;
}

function newCode(taken: (code: string) => boolean): string {
  for (;;) {
    const code = [...randomBytes(codeLength)].map((b) => codeAlphabet[b % codeAlphabet.length]).join('');
    if (!taken(code)) return code;
  }
}
