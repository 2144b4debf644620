import {
  type APIAutoModerationRule,
  Endpoints,
  type RESTPatchAPIAutoModerationRuleJSONBody,
  type RESTPostAPIAutoModerationRuleJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * AutoMod rules of a guild (`rest.autoModeration`, Bot token with Manage Guild): listed, read, made
 * (6 keyword rules and one of each other trigger type per guild), edited and deleted, `reason` for the
 * audit log. The guild's bots receive AUTO_MODERATION_RULE_* with the AUTO_MODERATION_CONFIGURATION
 * intent, and AUTO_MODERATION_ACTION_EXECUTION with AUTO_MODERATION_EXECUTION when a rule acts.
 * @example
 * await rest.autoModeration.createRule(guildId, {
 *   name: 'no spoilers', event_type: 1, trigger_type: 1,
 *   trigger_metadata: { keyword_filter: ['spoiler*'] },
 *   actions: [{ type: 1, metadata: { custom_message: 'No spoilers here' } }], enabled: true,
 * });
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation | Auto Moderation resource}
 */
export class AutoModerationAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild's AutoMod rules (`GET /guilds/{guild.id}/auto-moderation/rules`).
   * @example
   * const rules = await rest.autoModeration.getRules(guildId);
   * @see {@link https://discord.com/developers/docs/resources/auto-moderation#list-auto-moderation-rules-for-guild | List Auto Moderation Rules for Guild}
   */
  getRules(guildId: Snowflake, options?: CallOptions): Promise<APIAutoModerationRule[]> {
    return this.#core.send(Endpoints.listAutoModerationRules, { guildId }, undefined, options);
  }

  /**
   * One AutoMod rule (`GET /guilds/{guild.id}/auto-moderation/rules/{rule.id}`).
   * @example
   * const rule = await rest.autoModeration.getRule(guildId, ruleId);
   * @see {@link https://discord.com/developers/docs/resources/auto-moderation#get-auto-moderation-rule | Get Auto Moderation Rule}
   */
  getRule(guildId: Snowflake, ruleId: Snowflake, options?: CallOptions): Promise<APIAutoModerationRule> {
    return this.#core.send(Endpoints.getAutoModerationRule, { guildId, ruleId }, undefined, options);
  }

  /**
   * Makes an AutoMod rule (`POST /guilds/{guild.id}/auto-moderation/rules`): a name of 1-100
   * characters, its event and trigger types, the trigger's metadata, 1-5 actions (a timeout needs
   * Moderate Members too), up to 20 exempt roles and 50 exempt channels; disabled unless `enabled`.
   * Refused with 50035 when the guild holds all the rules of that trigger type it may; never replayed
   * after an ambiguous failure.
   * @example
   * await rest.autoModeration.createRule(guildId, { name: 'mentions', event_type: 1, trigger_type: 5, trigger_metadata: { mention_total_limit: 5 }, actions: [{ type: 1 }], enabled: true }, { reason: 'raids' });
   * @see {@link https://discord.com/developers/docs/resources/auto-moderation#create-auto-moderation-rule | Create Auto Moderation Rule}
   */
  createRule(
    guildId: Snowflake,
    body: RESTPostAPIAutoModerationRuleJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIAutoModerationRule> {
    return this.#core.send(Endpoints.createAutoModerationRule, { guildId }, body, options);
  }

  /**
   * Edits an AutoMod rule (`PATCH /guilds/{guild.id}/auto-moderation/rules/{rule.id}`): each field sent
   * replaces the rule's; the trigger type cannot change.
   * @example
   * await rest.autoModeration.editRule(guildId, ruleId, { enabled: false });
   * @see {@link https://discord.com/developers/docs/resources/auto-moderation#modify-auto-moderation-rule | Modify Auto Moderation Rule}
   */
  editRule(
    guildId: Snowflake,
    ruleId: Snowflake,
    body: RESTPatchAPIAutoModerationRuleJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIAutoModerationRule> {
    return this.#core.send(Endpoints.updateAutoModerationRule, { guildId, ruleId }, body, options);
  }

  /**
   * Deletes an AutoMod rule (`DELETE /guilds/{guild.id}/auto-moderation/rules/{rule.id}`).
   * @example
   * await rest.autoModeration.deleteRule(guildId, ruleId, { reason: 'not needed' });
   * @see {@link https://discord.com/developers/docs/resources/auto-moderation#delete-auto-moderation-rule | Delete Auto Moderation Rule}
   */
  deleteRule(guildId: Snowflake, ruleId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteAutoModerationRule, { guildId, ruleId }, undefined, options);
  }
}
