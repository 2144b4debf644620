import { Endpoints } from '@slashkit/api';
import { validateGuildTemplateBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import {
  createTemplate,
  deleteTemplate,
  editTemplate,
  guildTemplates,
  syncTemplate,
  templateByCode,
} from './guild-templates.js';

/**
 * Guild templates for a bot: a guild's one template (Manage Guild: list, create, sync, edit, delete) and
 * any template by its code. A template holds the guild as it was when last synced, ids as placeholders.
 * @see {@link https://discord.com/developers/docs/resources/guild-template | Guild Template resource}
 */
export const guildTemplatesFeature: EmulatorFeature = {
  name: 'guild-templates',
  setup(router) {
    router
      .add(
        serve(Endpoints.getGuildTemplate, (ctx) => {
          requireBot(ctx);
          return jsonResponse(200, templateByCode(ctx.emulator, ctx.params.code));
        }),
      )
      .add(
        serve(Endpoints.listGuildTemplates, (ctx) =>
          jsonResponse(200, guildTemplates(botAction(ctx, ctx.params.guildId))),
        ),
      )
      .add(
        serve(Endpoints.createGuildTemplate, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(
            validateGuildTemplateBody(await readJsonBody(ctx.request), { create: true }),
          );
          return jsonResponse(200, createTemplate(action, body));
        }),
      )
      .add(
        serve(Endpoints.syncGuildTemplate, (ctx) =>
          jsonResponse(200, syncTemplate(botAction(ctx, ctx.params.guildId), ctx.params.code)),
        ),
      )
      .add(
        serve(Endpoints.updateGuildTemplate, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(
            validateGuildTemplateBody(await readJsonBody(ctx.request), { create: false }),
          );
          return jsonResponse(200, editTemplate(action, ctx.params.code, body));
        }),
      )
      .add(
        serve(Endpoints.deleteGuildTemplate, (ctx) =>
          jsonResponse(200, deleteTemplate(botAction(ctx, ctx.params.guildId), ctx.params.code)),
        ),
      );
  },
};
