import { Endpoints, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { validateInviteBody } from '@slashkit/api/validation';
import { requireChannelPermission, requireGuildPermission } from '../access/require-guild-permission.js';
import { botAction, botChannelAction } from '../guild-admin/bot-action.js';
import { createInvite, revokeInvite } from '../guild-admin/channel-invite.js';
import { toApiInvite } from '../guild-admin/invite-wire.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readBooleanQuery } from '../http/read-boolean-query.js';
import { readOptionalJsonBody } from '../http/read-optional-json-body.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import type { EmulatorInvite } from '../state/invite-store.js';

/**
 * The invite routes, for a bot: make one on a guild channel (Create Instant Invite; `max_age`,
 * `max_uses`, `temporary`, `unique`, a target), list a channel's (Manage Channels) or a guild's (Manage
 * Guild) with their metadata, read one by code (`with_counts`; 10006 once expired or used up) and revoke
 * it, with INVITE_CREATE/DELETE and audit entries.
 * @see {@link https://discord.com/developers/docs/resources/invite | Invite resource}
 */
export const invitesFeature: EmulatorFeature = {
  name: 'invites',
  setup(router) {
    router
      .add(
        serve(Endpoints.createChannelInvite, async (ctx) => {
          const place = guildChannelOf(ctx, ctx.params.channelId);
          const body = validated(validateInviteBody(await readOptionalJsonBody(ctx.request)));
          const { invite } = createInvite(place.action, place.target.channel, body);
          return jsonResponse(200, toApiInvite(ctx.emulator.state, invite, { metadata: true }));
        }),
      )
      .add(
        serve(Endpoints.listChannelInvites, (ctx) => {
          const { action, target } = guildChannelOf(ctx, ctx.params.channelId);
          requireChannelPermission(
            action.guild,
            target.channel,
            action.actor,
            PermissionFlags.ManageChannels,
            'Manage Channels',
          );
          const invites = ctx.emulator.state.invites.list(
            { guildId: action.guild.id, channelId: target.channel.id },
            ctx.emulator.clock.now(),
          );
          return jsonResponse(
            200,
            invites.map((i) => toApiInvite(ctx.emulator.state, i, { metadata: true })),
          );
        }),
      )
      .add(
        serve(Endpoints.listGuildInvites, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
          const invites = ctx.emulator.state.invites.list(
            { guildId: action.guild.id },
            ctx.emulator.clock.now(),
          );
          return jsonResponse(
            200,
            invites.map((i) => toApiInvite(ctx.emulator.state, i, { metadata: true })),
          );
        }),
      )
      .add(
        serve(Endpoints.inviteResolve, (ctx) => {
          requireBot(ctx);
          const invite = liveInvite(ctx, ctx.params.code);
          const withCounts = readBooleanQuery(ctx.url, 'with_counts', false);
          return jsonResponse(200, toApiInvite(ctx.emulator.state, invite, { metadata: false, withCounts }));
        }),
      )
      .add(
        serve(Endpoints.inviteRevoke, (ctx) => {
          requireBot(ctx);
          const invite = liveInvite(ctx, ctx.params.code);
          revokeInvite(botAction(ctx, invite.guildId), invite);
          return jsonResponse(200, toApiInvite(ctx.emulator.state, invite, { metadata: false }));
        }),
      );
  },
};

/** The guild channel `channelId` as the bot's request sees it; 400/50003 for a DM. */
function guildChannelOf(ctx: RouteContext, channelId: string) {
  const place = botChannelAction(ctx, channelId);
  if (place.kind === 'dm')
    throw badRequest(
      'Cannot execute action on a DM channel: invites lead to guild channels',
      RESTJSONErrorCodes.CannotExecuteActionOnDMChannel,
    );
  return place;
}

function liveInvite(ctx: RouteContext, code: string): EmulatorInvite {
  const invite = ctx.emulator.state.invites.get(code, ctx.emulator.clock.now());
  if (!invite) throw notFound(RESTJSONErrorCodes.UnknownInvite, 'Unknown Invite');
  return invite;
}
