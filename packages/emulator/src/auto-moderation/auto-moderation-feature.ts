import { Endpoints, PermissionFlags } from '@slashkit/api';
import { validateAutoModerationRule } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { createRule, deleteRule, editRule, guildRule } from './rule-changes.js';

/**
 * AutoMod rules of a guild, for a bot of an app installed there with Manage Guild (`GET`/`POST
 * /guilds/{id}/auto-moderation/rules`, `GET`, `PATCH`, `DELETE …/rules/{rule_id}`): each write an audit
 * entry and AUTO_MODERATION_RULE_CREATE/UPDATE/DELETE. The rules are enforced on members' messages
 * (`enforceAutoModeration`).
 * @see {@link https://discord.com/developers/docs/resources/auto-moderation | Auto Moderation resource}
 */
export const autoModerationFeature: EmulatorFeature = {
  name: 'auto-moderation',
  setup(router) {
    router
      .add(
        serve(Endpoints.listAutoModerationRules, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
          return jsonResponse(200, action.context.state.autoModerationRules.ofGuild(action.guild.id));
        }),
      )
      .add(
        serve(Endpoints.getAutoModerationRule, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          return jsonResponse(200, guildRule(action, ctx.params.ruleId));
        }),
      )
      .add(
        serve(Endpoints.createAutoModerationRule, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          // Who may not make rules learns that before what is wrong with the body.
          requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
          const body = validated(validateAutoModerationRule(await readJsonBody(ctx.request), 'create'));
          return jsonResponse(200, createRule(action, body));
        }),
      )
      .add(
        serve(Endpoints.updateAutoModerationRule, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const rule = guildRule(action, ctx.params.ruleId);
          const body = validated(
            validateAutoModerationRule(await readJsonBody(ctx.request), { edit: rule.trigger_type }),
          );
          return jsonResponse(200, editRule(action, rule, body));
        }),
      )
      .add(
        serve(Endpoints.deleteAutoModerationRule, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          deleteRule(action, guildRule(action, ctx.params.ruleId));
          return jsonResponse(204);
        }),
      );
  },
};
