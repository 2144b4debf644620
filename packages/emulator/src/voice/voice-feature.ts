import { Endpoints, PermissionFlags, RESTJSONErrorCodes, VoiceRegions } from '@slashkit/api';
import { validateVoiceStateBody } from '@slashkit/api/validation';
import { channelPermissions } from '../access/channel-permissions.js';
import { botAction } from '../guild-admin/bot-action.js';
import { memberEntry } from '../guild-admin/member-entry.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { toApiVoiceState } from '../world/to-api-voice-state.js';
import { editMemberVoiceState, editOwnVoiceState, voiceStateOf } from './edit-voice-state.js';
import { registerUserVoiceRoutes } from './user-voice-routes.js';

/**
 * Voice without audio: the voice regions (`GET /voice/regions`, and a guild's: `GET /guilds/{id}/regions`),
 * a guild's voice states for its bots (`GET …/voice-states/@me` and `…/{user_id}`; a user's only when the
 * bot may connect to their channel), and on a stage the bot's own suppress and request to speak and a
 * member's suppress (`PATCH`, Mute Members; each change VOICE_STATE_UPDATE). Users join, move and leave through the admin API (`user-voice-routes.ts`).
 * @see {@link https://discord.com/developers/docs/resources/voice | Voice resource}
 */
export const voiceFeature: EmulatorFeature = {
  name: 'voice',
  setup(router) {
    router
      .add(
        serve(Endpoints.listVoiceRegions, (ctx) => {
          requireBot(ctx);
          return jsonResponse(200, VoiceRegions);
        }),
      )
      .add(
        // The same regions: no guild of the world is VIP (the docs' one difference from /voice/regions).
        serve(Endpoints.listGuildVoiceRegions, (ctx) => {
          botAction(ctx, ctx.params.guildId);
          return jsonResponse(200, VoiceRegions);
        }),
      )
      .add(
        serve(Endpoints.getSelfVoiceState, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const state = voiceStateOf(action, action.actor.userId);
          return jsonResponse(200, toApiVoiceState(action.context.state.world, action.guild, state));
        }),
      )
      .add(
        serve(Endpoints.updateSelfVoiceState, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const now = action.context.clock.now();
          const body = validated(
            validateVoiceStateBody(await readJsonBody(ctx.request), { self: true, now }),
          );
          editOwnVoiceState(action, body);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.getVoiceState, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const { world } = action.context.state;
          const member = memberEntry(world, action.guild, ctx.params.userId);
          const state = voiceStateOf(action, member.userId);
          const channel = action.guild.channels.find((c) => c.id === state.channelId)!;
          const needed = PermissionFlags.ViewChannel | PermissionFlags.Connect;
          const held = channelPermissions(action.guild, channel, action.actor.roles, action.actor.userId);
          if ((held & needed) !== needed)
            throw forbidden(
              RESTJSONErrorCodes.MissingPermissions,
              `Missing Permissions: reading a voice state in #${channel.name} needs View Channel and Connect there`,
            );
          return jsonResponse(200, toApiVoiceState(world, action.guild, state));
        }),
      )
      .add(
        serve(Endpoints.updateVoiceState, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const now = action.context.clock.now();
          const body = validated(
            validateVoiceStateBody(await readJsonBody(ctx.request), { self: false, now }),
          );
          editMemberVoiceState(action, ctx.params.userId, body);
          return jsonResponse(204);
        }),
      );
    registerUserVoiceRoutes(router);
  },
};
