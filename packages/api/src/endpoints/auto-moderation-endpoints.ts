import type {
  APIAutoModerationRule,
  RESTPatchAPIAutoModerationRuleJSONBody,
  RESTPostAPIAutoModerationRuleJSONBody,
} from '../types/auto-moderation.js';
import { defineEndpoint } from './define-endpoint.js';

const rules = '/guilds/:guildId/auto-moderation/rules';
const rule = '/guilds/:guildId/auto-moderation/rules/:ruleId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * AutoMod rules of a guild (Manage Guild for each): listed, read, made (limited per trigger type),
 * edited and deleted; each write audit-logged and told to the guild's bots
 * (AUTO_MODERATION_RULE_CREATE/UPDATE/DELETE, intent AUTO_MODERATION_CONFIGURATION).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation | Auto Moderation resource}
 */
export const AutoModerationEndpoints = {
  listAutoModerationRules: defineEndpoint<{ result: APIAutoModerationRule[] }>()({
    operationId: 'list_auto_moderation_rules',
    method: 'GET',
    route: rules,
    ...perGuild,
    replay: 'always',
  }),
  createAutoModerationRule: defineEndpoint<{
    body: RESTPostAPIAutoModerationRuleJSONBody;
    result: APIAutoModerationRule;
  }>()({
    operationId: 'create_auto_moderation_rule',
    method: 'POST',
    route: rules,
    ...perGuild,
    // Sent twice, it makes two rules.
    replay: 'unsent-only',
    reason: true,
  }),
  getAutoModerationRule: defineEndpoint<{ result: APIAutoModerationRule }>()({
    operationId: 'get_auto_moderation_rule',
    method: 'GET',
    route: rule,
    ...perGuild,
    replay: 'always',
  }),
  updateAutoModerationRule: defineEndpoint<{
    body: RESTPatchAPIAutoModerationRuleJSONBody;
    result: APIAutoModerationRule;
  }>()({
    operationId: 'update_auto_moderation_rule',
    method: 'PATCH',
    route: rule,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteAutoModerationRule: defineEndpoint()({
    operationId: 'delete_auto_moderation_rule',
    method: 'DELETE',
    route: rule,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
} as const;
