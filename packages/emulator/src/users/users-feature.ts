import {
  type APIPartialGuild,
  ChannelLimits,
  Endpoints,
  FieldErrorCodes,
  isJsonObject,
  isSnowflake,
  ownValue,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, HttpError, invalidForm, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import { channelActivity } from '../state/channel-activity.js';
import { apiUserOf } from '../world/api-user-of.js';
import { botMember, guildMemberCount } from '../world/bot-member.js';
import { guildPermissions, memberGuildPermissions } from '../world/guild-permissions.js';
import { toApiDmChannel } from '../world/to-api-dm-channel.js';
import type { EmulatorGuild, World } from '../world/world.js';
import { editBotUser } from './edit-bot-user.js';
import { readUserEdit } from './read-user-edit.js';

/**
 * The user routes a bot also calls: `GET /users/{id}` (anyone of the world, bots included; 404/10013
 * otherwise), `GET /users/@me/guilds` (the guilds the app is installed in, or for a Bearer token with the
 * `guilds` scope the user's guilds; `before`, `after`, `limit`, `with_counts`), and
 * `POST /users/@me/channels` `{ recipient_id }`, which opens the bot's DM with a user (the same channel the
 * user's DM interactions with the app happen in); sending there needs a guild in common. And
 * `PATCH /users/@me` for a Bot token: the bot's username, avatar and banner (`readUserEdit`), answered
 * with the bot user and told to its sessions as USER_UPDATE.
 * @see {@link https://discord.com/developers/docs/resources/user | Users}
 */
export const usersFeature: EmulatorFeature = {
  name: 'users',
  setup(router) {
    router
      .add(
        serve(Endpoints.getUser, (ctx) => {
          requireBot(ctx);
          const user = apiUserOf(ctx.emulator.state.world, ctx.params.userId);
          if (!user) throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
          const bot = ctx.emulator.state.world.applications.find((a) => a.bot.id === user.id)?.bot;
          return jsonResponse(200, { ...user, flags: 0, banner: bot?.banner ?? null, accent_color: null });
        }),
      )
      .add(
        serve(Endpoints.listMyGuilds, (ctx) => {
          const query = new QueryValues(ctx.url);
          const limit = query.integer(
            'limit',
            ChannelLimits.guildsPageDefault,
            1,
            ChannelLimits.guildsPageMax,
          );
          const before = query.snowflake('before');
          const after = query.snowflake('after');
          const withCounts = query.boolean('with_counts');
          throwIfInvalid(query.errors);
          const { world } = ctx.emulator.state;
          let guilds = currentUserGuilds(ctx, world);
          if (before !== undefined)
            guilds = guilds.filter((g) => BigInt(g.guild.id) < BigInt(before)).slice(-limit);
          else if (after !== undefined)
            guilds = guilds.filter((g) => BigInt(g.guild.id) > BigInt(after)).slice(0, limit);
          else guilds = guilds.slice(0, limit);
          return jsonResponse(
            200,
            guilds.map(({ guild, owner, permissions }) => {
              const { icon, banner } = ctx.emulator.state.guildProfiles.get(guild.id);
              const partial: APIPartialGuild = {
                id: guild.id,
                name: guild.name,
                icon,
                banner,
                owner,
                permissions: permissions.toString(),
                features: [],
              };
              if (withCounts) {
                partial.approximate_member_count = guildMemberCount(world, guild);
                partial.approximate_presence_count = 0;
              }
              return partial;
            }),
          );
        }),
      )
      .add(
        serve(Endpoints.createDm, async (ctx) => {
          const application = requireBot(ctx);
          const body = await readJsonBody(ctx.request);
          const recipientId = isJsonObject(body)
            ? ownValue(body as Record<string, unknown>, 'recipient_id')
            : undefined;
          if (!isSnowflake(recipientId))
            throw invalidForm([
              {
                path: ['recipient_id'],
                code: recipientId === undefined ? FieldErrorCodes.Required : FieldErrorCodes.Snowflake,
                message:
                  recipientId === undefined
                    ? 'This field is required: the id of the user to open a DM with'
                    : 'Value is not snowflake.',
              },
            ]);
          const { world } = ctx.emulator.state;
          const user = world.users.find((u) => u.id === recipientId);
          if (!user) {
            if (world.applications.some((a) => a.bot.id === recipientId))
              throw badRequest(
                'Cannot send messages to this user: bots cannot open DMs with other bots',
                RESTJSONErrorCodes.CannotSendMessagesToThisUser,
              );
            throw notFound(RESTJSONErrorCodes.UnknownUser, 'Unknown User');
          }
          const channelId = ctx.emulator.state.dmChannels.idOf(application.id, user.id, 1);
          const activity = channelActivity(ctx.emulator.state.messages, channelId);
          return jsonResponse(200, toApiDmChannel(channelId, apiUserOf(world, user.id)!, activity));
        }),
      )
      .add(
        serve(Endpoints.updateMyUser, async (ctx) => {
          const application = requireBot(ctx);
          const edit = readUserEdit(await readJsonBody(ctx.request));
          return jsonResponse(200, editBotUser(ctx.emulator, application, edit));
        }),
      );
  },
};

interface GuildView {
  guild: EmulatorGuild;
  owner: boolean;
  permissions: bigint;
}

/** The caller's guilds in id order: the bot's (where its app is installed), or a Bearer token's user's. */
function currentUserGuilds(ctx: RouteContext, world: World): GuildView[] {
  const principal = ctx.principal!;
  let views: GuildView[];
  if (principal.kind === 'bot') {
    const application = principal.application;
    views = world.guilds.flatMap((guild) => {
      const member = botMember(guild, application);
      if (!member) return [];
      return [{ guild, owner: false, permissions: memberGuildPermissions(guild, member) }];
    });
  } else {
    if (!principal.token.scopes.includes('guilds'))
      throw new HttpError(
        401,
        RESTJSONErrorCodes.GeneralError,
        `401: Unauthorized (this Bearer token lacks the guilds scope; it has: ${principal.token.scopes.join(' ') || 'none'})`,
      );
    const userId = principal.token.userId;
    views = world.guilds.flatMap((guild) => {
      const permissions = guildPermissions(guild, userId);
      return permissions === null ? [] : [{ guild, owner: guild.ownerId === userId, permissions }];
    });
  }
  return views.sort((a, b) => (BigInt(a.guild.id) < BigInt(b.guild.id) ? -1 : 1));
}
