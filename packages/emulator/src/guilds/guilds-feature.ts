import {
  ApplicationFlags,
  ChannelLimits,
  Endpoints,
  PrivilegedIntentFlags,
  RESTJSONErrorCodes,
  ThreadChannelTypes,
} from '@slashkit/api';
import { botGuild } from '../access/bot-guild.js';
import { guildExpressions } from '../expressions/guild-expressions.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiGuild } from '../world/to-api-guild.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import { toApiRole } from '../world/to-api-role.js';
import type { EmulatorMember, World } from '../world/world.js';

/**
 * The guild routes a bot also calls, for guilds its app is installed in (403/50001 elsewhere):
 * `GET /guilds/{id}` (`with_counts`), its channels (threads aside), roles, one member (404/10007 for
 * someone who is not), and the member list (`limit` 1-1000, `after`), which only an app whose flags hold
 * GATEWAY_GUILD_MEMBERS or GATEWAY_GUILD_MEMBERS_LIMITED may read (403/50001 otherwise; set the flags in
 * the world file or with `PATCH /_emulator/applications/{id}`).
 * @see {@link https://discord.com/developers/docs/resources/guild | Guilds}
 */
export const guildsFeature: EmulatorFeature = {
  name: 'guilds',
  setup(router) {
    router
      .add(
        serve(Endpoints.getGuild, (ctx) => {
          const { guild } = resolve(ctx);
          const query = new QueryValues(ctx.url);
          const withCounts = query.boolean('with_counts');
          throwIfInvalid(query.errors);
          const { state } = ctx.emulator;
          const profile = state.guildProfiles.get(guild.id);
          const expressions = guildExpressions(state, guild.id);
          return jsonResponse(200, toApiGuild(state.world, guild, profile, withCounts, expressions));
        }),
      )
      .add(
        serve(Endpoints.listGuildChannels, (ctx) => {
          const { guild } = resolve(ctx);
          const { messages } = ctx.emulator.state;
          // Every channel but threads, whether the bot can view it or not, as the service lists them.
          const channels = guild.channels
            .filter((c) => !ThreadChannelTypes.includes(c.type))
            .map((c) => toApiChannel(guild, c, channelActivity(messages, c.id)));
          return jsonResponse(200, channels);
        }),
      )
      .add(
        serve(Endpoints.listGuildRoles, (ctx) => {
          const { guild } = resolve(ctx);
          const { applications } = ctx.emulator.state.world;
          return jsonResponse(
            200,
            guild.roles.map((role) => toApiRole(role, applications)),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildMember, (ctx) => {
          const { guild } = resolve(ctx);
          const { world } = ctx.emulator.state;
          const member = guildMembers(world, guild).find((m) => m.userId === ctx.params.userId);
          if (!member) throw notFound(RESTJSONErrorCodes.UnknownMember, 'Unknown Member');
          return jsonResponse(200, memberOf(world, member));
        }),
      )
      .add(
        serve(Endpoints.listGuildMembers, (ctx) => {
          const application = requireBot(ctx);
          const { guild } = resolve(ctx);
          if ((application.flags & PrivilegedIntentFlags.GuildMembers) === 0)
            throw forbidden(
              RESTJSONErrorCodes.MissingAccess,
              `Missing Access: listing members needs the GUILD_MEMBERS privileged intent; give the application the GATEWAY_GUILD_MEMBERS flag (${ApplicationFlags.GatewayGuildMembers}) or GATEWAY_GUILD_MEMBERS_LIMITED (${ApplicationFlags.GatewayGuildMembersLimited}) in its flags, in the world file or with PATCH /_emulator/applications/{id}`,
            );
          const query = new QueryValues(ctx.url);
          const limit = query.integer(
            'limit',
            ChannelLimits.membersPageDefault,
            1,
            ChannelLimits.membersPageMax,
          );
          const after = BigInt(query.snowflake('after') ?? '0');
          throwIfInvalid(query.errors);
          const { world } = ctx.emulator.state;
          const page = guildMembers(world, guild)
            .filter((m) => BigInt(m.userId) > after)
            .slice(0, limit);
          return jsonResponse(
            200,
            page.map((m) => memberOf(world, m)),
          );
        }),
      );
  },
};

/** The context of a guild route: its `params` name the guild. */
type GuildContext = Omit<RouteContext, 'params'> & { readonly params: { readonly guildId: string } };

function resolve(ctx: GuildContext) {
  return botGuild(ctx.emulator, requireBot(ctx), ctx.params.guildId);
}

function memberOf(world: World, member: EmulatorMember) {
  // Every member is a user or an app's bot of the world (world files and installs keep it so).
  return toApiGuildMember(member, apiUserOf(world, member.userId)!);
}
