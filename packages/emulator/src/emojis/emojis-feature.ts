import { Endpoints, RESTJSONErrorCodes } from '@slashkit/api';
import { validateEmojiBody } from '@slashkit/api/validation';
import { toApiEmoji } from '../expressions/to-api-emoji.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import type { EmulatorApplication } from '../world/world.js';
import {
  applicationEmoji,
  createApplicationEmoji,
  deleteApplicationEmoji,
  editApplicationEmoji,
} from './application-emoji-changes.js';
import {
  createGuildEmoji,
  deleteGuildEmoji,
  editGuildEmoji,
  guildEmoji,
  seesEmojiUsers,
} from './guild-emoji-changes.js';

const guildCreate = { mode: 'create', owner: 'guild' } as const;
const guildEdit = { mode: 'edit', owner: 'guild' } as const;
const appCreate = { mode: 'create', owner: 'application' } as const;
const appEdit = { mode: 'edit', owner: 'application' } as const;

/**
 * Custom emojis: a guild's, for a bot of an app installed there (`GET`/`POST /guilds/{id}/emojis`, `GET`,
 * `PATCH` and `DELETE …/emojis/{emoji_id}`; made with Create Expressions, managed by their uploader or with
 * Manage Expressions; each change GUILD_EMOJIS_UPDATE and an audit entry), and an application's, for its
 * own bot (`GET`/`POST /applications/{id}/emojis`, `GET`, `PATCH`, `DELETE …/emojis/{emoji_id}`). Images are
 * data URIs read by their bytes, at most 256 KiB.
 * @see {@link https://discord.com/developers/docs/resources/emoji | Emoji resource}
 */
export const emojisFeature: EmulatorFeature = {
  name: 'emojis',
  setup(router) {
    router
      .add(
        serve(Endpoints.listGuildEmojis, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const { world, emojis } = action.context.state;
          const withUser = seesEmojiUsers(action);
          return jsonResponse(
            200,
            emojis.ofGuild(action.guild.id).map((e) => toApiEmoji(world, e, withUser)),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildEmoji, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const emoji = guildEmoji(action, ctx.params.emojiId);
          return jsonResponse(200, toApiEmoji(action.context.state.world, emoji, seesEmojiUsers(action)));
        }),
      )
      .add(
        serve(Endpoints.createGuildEmoji, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateEmojiBody(await readJsonBody(ctx.request), guildCreate));
          const emoji = createGuildEmoji(action, body);
          return jsonResponse(201, toApiEmoji(action.context.state.world, emoji, true));
        }),
      )
      .add(
        serve(Endpoints.updateGuildEmoji, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateEmojiBody(await readJsonBody(ctx.request), guildEdit));
          const emoji = editGuildEmoji(action, ctx.params.emojiId, body);
          return jsonResponse(200, toApiEmoji(action.context.state.world, emoji, true));
        }),
      )
      .add(
        serve(Endpoints.deleteGuildEmoji, (ctx) => {
          deleteGuildEmoji(botAction(ctx, ctx.params.guildId), ctx.params.emojiId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.listApplicationEmojis, (ctx) => {
          const application = ownApplication(ctx, ctx.params.applicationId);
          const { world, emojis } = ctx.emulator.state;
          const items = emojis.ofApplication(application.id).map((e) => toApiEmoji(world, e, true));
          return jsonResponse(200, { items });
        }),
      )
      .add(
        serve(Endpoints.getApplicationEmoji, (ctx) => {
          const application = ownApplication(ctx, ctx.params.applicationId);
          const emoji = applicationEmoji(ctx.emulator, application, ctx.params.emojiId);
          return jsonResponse(200, toApiEmoji(ctx.emulator.state.world, emoji, true));
        }),
      )
      .add(
        serve(Endpoints.createApplicationEmoji, async (ctx) => {
          const application = ownApplication(ctx, ctx.params.applicationId);
          const body = validated(validateEmojiBody(await readJsonBody(ctx.request), appCreate));
          const emoji = createApplicationEmoji(ctx.emulator, application, body);
          return jsonResponse(201, toApiEmoji(ctx.emulator.state.world, emoji, true));
        }),
      )
      .add(
        serve(Endpoints.updateApplicationEmoji, async (ctx) => {
          const application = ownApplication(ctx, ctx.params.applicationId);
          const body = validated(validateEmojiBody(await readJsonBody(ctx.request), appEdit));
          const emoji = editApplicationEmoji(ctx.emulator, application, ctx.params.emojiId, body);
          return jsonResponse(200, toApiEmoji(ctx.emulator.state.world, emoji, true));
        }),
      )
      .add(
        serve(Endpoints.deleteApplicationEmoji, (ctx) => {
          const application = ownApplication(ctx, ctx.params.applicationId);
          deleteApplicationEmoji(ctx.emulator, application, ctx.params.emojiId);
          return jsonResponse(204);
        }),
      );
  },
};

/** The application of the route, which must be the calling bot's: 404/10002 unknown, 403/20012 another app's. */
function ownApplication(ctx: RouteContext, applicationId: string): EmulatorApplication {
  const application = requireBot(ctx);
  if (!ctx.emulator.findApplication(applicationId))
    throw new HttpError(404, RESTJSONErrorCodes.UnknownApplication, `Unknown Application: ${applicationId}`);
  if (application.id !== applicationId)
    throw new HttpError(
      403,
      RESTJSONErrorCodes.NotAuthorizedForApplication,
      `You are not authorized to perform this action on this application: the bot is application ${application.id}'s, not ${applicationId}'s`,
    );
  return application;
}
