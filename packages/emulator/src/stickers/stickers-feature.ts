import { Endpoints, RESTJSONErrorCodes } from '@slashkit/api';
import { validateStickerBody } from '@slashkit/api/validation';
import { seesExpressionUsers } from '../access/expression-access.js';
import { toApiSticker } from '../expressions/to-api-sticker.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { standardStickerPacks } from '../world/standard-sticker-packs.js';
import {
  createGuildSticker,
  deleteGuildSticker,
  editGuildSticker,
  guildSticker,
} from './guild-sticker-changes.js';
import { readStickerForm } from './read-sticker-form.js';

/**
 * Stickers: a guild's, for a bot of an app installed there (`GET`/`POST /guilds/{id}/stickers`, `GET`,
 * `PATCH`, `DELETE …/stickers/{sticker_id}`; made with Create Expressions from a PNG, APNG or GIF file read
 * by its bytes, managed by their uploader or with Manage Expressions; each change GUILD_STICKERS_UPDATE and
 * an audit entry), any sticker by id (`GET /stickers/{id}`: a standard one, or one of a guild the bot is
 * in), and the standard packs (`GET /sticker-packs`, `GET /sticker-packs/{id}`).
 * @see {@link https://discord.com/developers/docs/resources/sticker | Sticker resource}
 */
export const stickersFeature: EmulatorFeature = {
  name: 'stickers',
  setup(router) {
    router
      .add(
        serve(Endpoints.listGuildStickers, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const { world, stickers } = action.context.state;
          const withUser = seesExpressionUsers(action.guild, action.actor);
          return jsonResponse(
            200,
            stickers.ofGuild(action.guild.id).map((s) => toApiSticker(world, s, withUser)),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildSticker, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const sticker = guildSticker(action, ctx.params.stickerId);
          const withUser = seesExpressionUsers(action.guild, action.actor);
          return jsonResponse(200, toApiSticker(action.context.state.world, sticker, withUser));
        }),
      )
      .add(
        serve(Endpoints.createGuildSticker, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const { fields, file } = await readStickerForm(ctx.request);
          const body = validated(validateStickerBody(fields, 'create'));
          const sticker = createGuildSticker(action, body, file);
          return jsonResponse(201, toApiSticker(action.context.state.world, sticker, true));
        }),
      )
      .add(
        serve(Endpoints.updateGuildSticker, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateStickerBody(await readJsonBody(ctx.request), 'edit'));
          const sticker = editGuildSticker(action, ctx.params.stickerId, body);
          return jsonResponse(200, toApiSticker(action.context.state.world, sticker, true));
        }),
      )
      .add(
        serve(Endpoints.deleteGuildSticker, (ctx) => {
          deleteGuildSticker(botAction(ctx, ctx.params.guildId), ctx.params.stickerId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.getSticker, (ctx) => {
          const application = requireBot(ctx);
          const id = ctx.params.stickerId;
          const standard = standardStickerPacks.flatMap((p) => p.stickers).find((s) => s.id === id);
          if (standard) return jsonResponse(200, standard);
          const sticker = ctx.emulator.state.stickers.get(id);
          if (!sticker || !application.guildIds.includes(sticker.guildId))
            throw notFound(RESTJSONErrorCodes.UnknownSticker, `Unknown Sticker: ${id}`);
          return jsonResponse(200, toApiSticker(ctx.emulator.state.world, sticker, false));
        }),
      )
      .add(
        serve(Endpoints.listStickerPacks, () => jsonResponse(200, { sticker_packs: standardStickerPacks })),
      )
      .add(
        serve(Endpoints.getStickerPack, (ctx) => {
          const pack = standardStickerPacks.find((p) => p.id === ctx.params.packId);
          if (!pack)
            throw notFound(
              RESTJSONErrorCodes.UnknownStickerPack,
              `Unknown Sticker Pack: ${ctx.params.packId}`,
            );
          return jsonResponse(200, pack);
        }),
      );
  },
};
