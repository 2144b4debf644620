import {
  type APIApplicationCommand,
  ApplicationCommandOptionType,
  type Locale,
  localizeCommand,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { checkCommandAccess } from '../access/command-access.js';
import { type InteractionPlace, resolvePlace } from '../access/interaction-place.js';
import type { InvocationRefusal } from '../access/invocation-refusal.js';
import { HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import type { Router } from '../http/router.js';
import { messageHiddenFrom } from '../messages/message-visibility.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { wireView } from '../messages/wire-view.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication, EmulatorUser } from '../world/world.js';
import { channelMemberList } from './channel-member-list.js';
import { choosableValues } from './choosable-values.js';
import type { InteractionService } from './interaction-service.js';
import { readUserMessagePageQuery, userMessagePage } from './user-message-page.js';
import { userPlaces } from './user-places.js';

/** A command as a user's picker shows it: localized, with the app it belongs to. */
export interface VisibleCommand extends APIApplicationCommand {
  application_name: string;
  /** `guild` when registered in the place's guild, else `global`. */
  scope: 'guild' | 'global';
}

/**
 * Read endpoints for a user's view of the world, computed with the checks interactions use (no rule twice):
 * `GET /_emulator/users/:userId/places` (guild channels they can see, DMs with apps),
 * `GET /_emulator/users/:userId/commands?guildId&channelId` or `?context=1&applicationId` (the commands
 * their picker and Apps menus show there, localized), `GET /_emulator/users/:userId/messages?…` (the
 * messages of that place they can see: not other users' ephemeral replies; all of them, or with `limit`
 * and `before` a page of the newest, which the web client's first load and its scrolling read), and
 * `GET /_emulator/users/:userId/choices?…&type&channelTypes` (what a user, role, mentionable or channel
 * picker offers there: the candidates the select check accepts), and
 * `GET /_emulator/users/:userId/members?guildId&channelId` (the member list beside that channel: who can
 * view it, by hoisted role, with role colours and timeouts).
 */
export function registerClientReadRoutes(router: Router, service: InteractionService): void {
  router
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/users/:userId/places',
        handler: ({ params, emulator }) => {
          const user = findUser(emulator, params.userId);
          return jsonResponse(200, userPlaces(emulator, user, service));
        },
      }),
    )
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/users/:userId/commands',
        handler: ({ params, url, emulator }) => {
          const user = findUser(emulator, params.userId);
          const locale = (url.searchParams.get('locale') as Locale | null) ?? user.locale;
          const result: VisibleCommand[] = [];
          for (const application of placeApplications(emulator, url)) {
            const place = placeOf(emulator, url, application, user, service);
            if ('reason' in place) continue;
            const scopes: [readonly APIApplicationCommand[], boolean][] = [
              [
                place.guild
                  ? emulator.state.commands.list({ applicationId: application.id, guildId: place.guild.id })
                  : [],
                true,
              ],
              [emulator.state.commands.list({ applicationId: application.id, guildId: null }), false],
            ];
            for (const [commands, guildCommand] of scopes)
              for (const command of commands) {
                const access = checkCommandAccess({
                  emulator,
                  application,
                  user,
                  command,
                  guildCommand,
                  place,
                });
                if ('reason' in access) continue;
                result.push({
                  ...withoutEmptyGroups(localizeCommand(command, locale)),
                  application_name: application.name,
                  scope: guildCommand ? 'guild' : 'global',
                });
              }
          }
          return jsonResponse(200, result);
        },
      }),
    )
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/users/:userId/choices',
        handler: ({ params, url, emulator }) => {
          const user = findUser(emulator, params.userId);
          const application = placeApplications(emulator, url)[0]!;
          const place = placeOf(emulator, url, application, user, service);
          if ('reason' in place) return refusal(place);
          const types = url.searchParams.get('channelTypes');
          const channelTypes = types ? types.split(',').map(Number) : undefined;
          const type = Number(url.searchParams.get('type'));
          return jsonResponse(200, choosableValues(emulator, place, user, type, channelTypes, url.origin));
        },
      }),
    )
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/users/:userId/members',
        handler: ({ params, url, emulator }) => {
          const user = findUser(emulator, params.userId);
          const place = placeOf(emulator, url, emulator.state.world.application, user, service);
          if ('reason' in place) return refusal(place);
          const groups =
            place.guild && place.worldChannel
              ? channelMemberList(emulator, place.guild, place.worldChannel)
              : [];
          return jsonResponse(200, { groups });
        },
      }),
    )
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/users/:userId/messages',
        handler: ({ params, url, emulator }) => {
          const user = findUser(emulator, params.userId);
          const application = placeApplications(emulator, url)[0]!;
          const place = placeOf(emulator, url, application, user, service);
          if ('reason' in place) return refusal(place);
          // As the user's client reads them: reactions (`me`), pins and poll results (`me_voted`) are theirs;
          // `guild_id` stays, as on the client's live (gateway) messages.
          const view = wireView(emulator.state, user.id);
          const page = userMessagePage(
            emulator.state.messages.inChannel(place.channel.id),
            readUserMessagePageQuery(url),
            (m) => messageHiddenFrom(m, user.id, { ownerOf: (id) => service.dmOwnerOf(id) }) === null,
          );
          const messages = page.messages.map((m) =>
            toChannelMessage(m, emulator.state.messages, view, 'gateway'),
          );
          return jsonResponse(200, { channelId: place.channel.id, messages, hasMore: page.hasMore });
        },
      }),
    );
}

function refusal(place: InvocationRefusal): Response {
  return jsonResponse(place.status, {
    code: RESTJSONErrorCodes.GeneralError,
    message: place.message,
    reason: place.reason,
  });
}

function findUser(emulator: EmulatorContext, id: string): EmulatorUser {
  const user = emulator.findUser(id);
  if (!user)
    throw new HttpError(
      400,
      RESTJSONErrorCodes.GeneralError,
      `userId: no user ${id} in the world; see GET /_emulator/world`,
    );
  return user;
}

/** The apps whose commands are listed: `applicationId` when given (DMs are with one app), else all. */
function placeApplications(emulator: EmulatorContext, url: URL): EmulatorApplication[] {
  const id = url.searchParams.get('applicationId');
  if (id === null)
    return url.searchParams.has('guildId')
      ? emulator.state.world.applications
      : [emulator.state.world.application];
  const application = emulator.findApplication(id);
  if (!application)
    throw new HttpError(
      400,
      RESTJSONErrorCodes.GeneralError,
      `applicationId: no application ${id} in the world`,
    );
  return [application];
}

/** The place named by the query, checked as an interaction's place is. */
function placeOf(
  emulator: EmulatorContext,
  url: URL,
  application: EmulatorApplication,
  user: EmulatorUser,
  service: InteractionService,
): InteractionPlace | InvocationRefusal {
  const guildId = url.searchParams.get('guildId');
  const channelId = url.searchParams.get('channelId');
  const context = url.searchParams.get('context');
  return resolvePlace(
    {
      ...(guildId ? { guildId } : {}),
      ...(channelId ? { channelId } : {}),
      ...(context === '1' || context === '2' ? { context: Number(context) as 1 | 2 } : {}),
    },
    { application, user },
    emulator,
    (app, who, ctx) => service.dmChannelId(app, who, ctx),
    'see it',
  );
}

/** A subcommand group without subcommands cannot be run, so the picker does not show it. */
function withoutEmptyGroups(command: APIApplicationCommand): APIApplicationCommand {
  if (!command.options) return command;
  return {
    ...command,
    options: command.options.filter(
      (o) => o.type !== ApplicationCommandOptionType.SubcommandGroup || (o.options?.length ?? 0) > 0,
    ),
  };
}
