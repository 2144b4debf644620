import { Endpoints, RESTJSONErrorCodes } from '@slashkit/api';
import {
  validateChannelFollowers,
  validateChannelPermission,
  validateChannelPositions,
  validateGuildChannelBody,
} from '@slashkit/api/validation';
import { botChannel, requirePermission, sendPermission } from '../access/bot-channel.js';
import { botAction, botChannelAction } from '../guild-admin/bot-action.js';
import { createChannel } from '../guild-admin/create-channel.js';
import { deleteChannel } from '../guild-admin/delete-channel.js';
import { editChannel } from '../guild-admin/edit-channel.js';
import { followChannel } from '../guild-admin/follow-channel.js';
import { moveChannels } from '../guild-admin/move-channels.js';
import { setOverwrite } from '../guild-admin/set-overwrite.js';
import { startTyping } from '../guild-admin/typing.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { botMember } from '../world/bot-member.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiDmChannel } from '../world/to-api-dm-channel.js';

const notInDm = (what: string) =>
  badRequest(
    `Cannot execute action on a DM channel: ${what}`,
    RESTJSONErrorCodes.CannotExecuteActionOnDMChannel,
  );

/**
 * The routes that manage a guild's channels, for a bot of an app installed there: create one (`POST
 * /guilds/{id}/channels`, 201), order them (`PATCH /guilds/{id}/channels`, 204), edit and delete one
 * (`PATCH`/`DELETE /channels/{id}`), set and remove an overwrite (`PUT`/`DELETE /channels/{id}/permissions/
 * {overwrite_id}`), show it typing (`POST /channels/{id}/typing`) and follow an announcement channel
 * (`POST /channels/{id}/followers`); each judged on the bot's permissions in the guild and the channel, with
 * the gateway's CHANNEL_* events and audit log entries.
 * @see {@link https://discord.com/developers/docs/resources/channel#modify-channel | Channels}
 */
export const guildChannelsFeature: EmulatorFeature = {
  name: 'guild-channels',
  setup(router) {
    router
      .add(
        serve(Endpoints.createGuildChannel, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(
            validateGuildChannelBody(await readJsonBody(ctx.request), { mode: 'create' }),
          );
          const channel = createChannel(action, body as Parameters<typeof createChannel>[1]);
          const activity = channelActivity(action.context.state.messages, channel.id);
          return jsonResponse(201, toApiChannel(action.guild, channel, activity));
        }),
      )
      .add(
        serve(Endpoints.bulkUpdateGuildChannels, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          moveChannels(action, validated(validateChannelPositions(await readJsonBody(ctx.request))));
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.updateChannel, async (ctx) => {
          const found = botChannelAction(ctx, ctx.params.channelId);
          if (found.kind === 'dm') throw notInDm('a DM has no settings to change');
          const body = validated(validateGuildChannelBody(await readJsonBody(ctx.request), { mode: 'edit' }));
          const { action, target } = found;
          const channel = editChannel(action, target.channel, body);
          const activity = channelActivity(action.context.state.messages, channel.id);
          return jsonResponse(200, toApiChannel(action.guild, channel, activity));
        }),
      )
      .add(
        serve(Endpoints.deleteChannel, (ctx) => {
          const found = botChannelAction(ctx, ctx.params.channelId);
          if (found.kind === 'guild')
            return jsonResponse(200, deleteChannel(found.action, found.target.channel));
          // Closing a DM: nothing is lost, and opening it again gives the same channel.
          const { channelId, recipient } = found.target;
          const activity = channelActivity(ctx.emulator.state.messages, channelId);
          return jsonResponse(
            200,
            toApiDmChannel(channelId, apiUserOf(ctx.emulator.state.world, recipient.id)!, activity),
          );
        }),
      )
      .add(
        serve(Endpoints.setChannelPermissionOverwrite, async (ctx) => {
          const found = botChannelAction(ctx, ctx.params.channelId);
          if (found.kind === 'dm') throw notInDm('a DM has no permission overwrites');
          const body = validated(validateChannelPermission(await readJsonBody(ctx.request)));
          setOverwrite(found.action, found.target.channel, ctx.params.overwriteId, body);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.deleteChannelPermissionOverwrite, (ctx) => {
          const found = botChannelAction(ctx, ctx.params.channelId);
          if (found.kind === 'dm') throw notInDm('a DM has no permission overwrites');
          setOverwrite(found.action, found.target.channel, ctx.params.overwriteId, null);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.triggerTypingIndicator, (ctx) => {
          const application = requireBot(ctx);
          const target = botChannel(ctx.emulator, application, ctx.params.channelId);
          if (target.kind === 'dm')
            startTyping(ctx.emulator, { channelId: target.channelId }, application.bot.id);
          else {
            const send = sendPermission(target);
            requirePermission(target, send.bit, `${send.name} to type`);
            startTyping(ctx.emulator, target, application.bot.id);
          }
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.followChannel, async (ctx) => {
          const found = botChannelAction(ctx, ctx.params.channelId);
          if (found.kind === 'dm') throw notInDm('only announcement channels are followed');
          const targetId = validated(validateChannelFollowers(await readJsonBody(ctx.request)));
          const application = requireBot(ctx);
          const target = botChannel(ctx.emulator, application, targetId);
          if (target.kind === 'dm') throw notInDm('announcements are followed into a guild channel');
          const actor = botMember(target.guild, application)!;
          const followed = followChannel(ctx.emulator, found.target.channel, { ...target, actor });
          return jsonResponse(200, followed);
        }),
      );
  },
};
