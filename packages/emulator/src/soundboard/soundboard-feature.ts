import { DefaultSoundboardSounds, Endpoints, RESTJSONErrorCodes } from '@slashkit/api';
import { validateSendSoundboardSoundBody, validateSoundboardSoundBody } from '@slashkit/api/validation';
import { seesExpressionUsers } from '../access/expression-access.js';
import { toApiSoundboardSound } from '../expressions/to-api-soundboard-sound.js';
import { botAction, botChannelAction } from '../guild-admin/bot-action.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import type { EmulatorSoundboardSound } from '../state/soundboard-sound-store.js';
import { sendSoundboardSound } from './send-soundboard-sound.js';
import { createGuildSound, deleteGuildSound, editGuildSound, guildSound } from './soundboard-changes.js';

/**
 * The soundboard for a bot: the default sounds (`GET /soundboard-default-sounds`), a guild's sounds (`GET`,
 * `POST …/soundboard-sounds`, `GET`, `PATCH`, `DELETE …/soundboard-sounds/{sound_id}`; made with Create
 * Expressions from MP3 or Ogg data read by its bytes, at most 512 KiB; managed by their uploader or with
 * Manage Expressions; `user` for those who may; each write GUILD_SOUNDBOARD_SOUND_* and an audit entry), and
 * playing one in the voice channel the bot is in (`POST /channels/{id}/send-soundboard-sound`:
 * VOICE_CHANNEL_EFFECT_SEND). GUILD_CREATE lists `soundboard_sounds`; snapshots keep them.
 * @see {@link https://discord.com/developers/docs/resources/soundboard | Soundboard resource}
 */
export const soundboardFeature: EmulatorFeature = {
  name: 'soundboard',
  setup(router) {
    router
      .add(
        serve(Endpoints.getSoundboardDefaultSounds, (ctx) => {
          requireBot(ctx);
          return jsonResponse(200, DefaultSoundboardSounds);
        }),
      )
      .add(
        serve(Endpoints.listGuildSoundboardSounds, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const sounds = action.context.state.soundboardSounds.ofGuild(action.guild.id);
          return jsonResponse(200, { items: sounds.map((s) => wire(action, s)) });
        }),
      )
      .add(
        serve(Endpoints.getGuildSoundboardSound, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          return jsonResponse(200, wire(action, guildSound(action, ctx.params.soundId)));
        }),
      )
      .add(
        serve(Endpoints.createGuildSoundboardSound, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateSoundboardSoundBody(await readJsonBody(ctx.request), 'create'));
          return jsonResponse(201, wire(action, createGuildSound(action, body)));
        }),
      )
      .add(
        serve(Endpoints.updateGuildSoundboardSound, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateSoundboardSoundBody(await readJsonBody(ctx.request), 'edit'));
          return jsonResponse(200, wire(action, editGuildSound(action, ctx.params.soundId, body)));
        }),
      )
      .add(
        serve(Endpoints.deleteGuildSoundboardSound, (ctx) => {
          deleteGuildSound(botAction(ctx, ctx.params.guildId), ctx.params.soundId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.sendSoundboardSound, async (ctx) => {
          const reached = botChannelAction(ctx, ctx.params.channelId);
          if (reached.kind === 'dm')
            throw badRequest(
              'Cannot execute action on this channel type: a DM has no voice channel to play a sound in',
              RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
            );
          const body = validated(validateSendSoundboardSoundBody(await readJsonBody(ctx.request)));
          sendSoundboardSound(reached.action, reached.target.channel, body);
          return jsonResponse(204);
        }),
      );
  },
};

function wire(action: GuildAction, sound: EmulatorSoundboardSound) {
  return toApiSoundboardSound(
    action.context.state.world,
    sound,
    seesExpressionUsers(action.guild, action.actor),
  );
}
