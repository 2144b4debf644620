import {
  type APIApplicationCommand,
  type APIApplicationCommandInteractionData,
  type APIInteractionDataResolved,
  ApplicationCommandType,
  PermissionFlags,
  ThreadChannelTypes,
} from '@slashkit/api';
import { toErrorBody, commandTypeNames as typeNames } from '@slashkit/api/validation';
import { checkCommandAccess } from '../../access/command-access.js';
import { appPermissionsAt, resolvePlace } from '../../access/interaction-place.js';
import type { InvocationRefusal } from '../../access/invocation-refusal.js';
import { badRequest as bad, HttpError } from '../../http/http-error.js';
import { toWireMessage } from '../../messages/to-wire-message.js';
import { wireView } from '../../messages/wire-view.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { MessageStore } from '../../state/message-store.js';
import { hasActivities } from '../../world/application-flags.js';
import { convertUserOptions } from '../options/convert-user-options.js';
import { createOptionResolver } from '../options/create-option-resolver.js';
import type { InteractionSource } from './interaction-source.js';
import type { InvocationRequest } from './invocation-request.js';

/** Everything a command interaction is built from, once every check has passed. */
export interface PreparedInvocation extends InteractionSource {
  command: APIApplicationCommand;
  data: APIApplicationCommandInteractionData;
}

/** What preparing needs besides the request. */
export interface PrepareOptions {
  emulator: EmulatorContext;
  messages: MessageStore;
  /** The id of the DM (or private channel) between a user and an app, stable per pair and context. */
  dmChannelId(applicationId: string, userId: string, context: 1 | 2): string;
  /** The emulator's origin, for attachment URLs. */
  origin: string;
  autocomplete: boolean;
}

/**
 * Runs every check the client and the service make before an interaction exists: the place (guild
 * channel or DM), the command (guild command in that guild, else global; visible to this user here),
 * installation and contexts, age restriction, command permissions, read-repair, "Permission Denied" for
 * USER commands without Send Messages, the target and the options. Returns what the interaction is built
 * from, or why the command would not run. Malformed requests throw 400s.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#agerestricted-commands | Age-restricted commands}
 */
export function prepareInvocation(
  request: InvocationRequest,
  options: PrepareOptions,
): PreparedInvocation | InvocationRefusal {
  const { emulator } = options;
  const refuse = (
    status: InvocationRefusal['status'],
    reason: InvocationRefusal['reason'],
    message: string,
  ) => ({ status, reason, message }) satisfies InvocationRefusal;

  const application = emulator.findApplication(request.applicationId ?? emulator.state.world.application.id);
  if (!application) throw bad(`applicationId: no application ${request.applicationId} in the world`);
  const user = emulator.findUser(request.userId);
  if (!user) throw bad(`userId: no user ${request.userId} in the world; see GET /_emulator/world`);
  if (user.bot) throw bad(`userId: ${user.username} is a bot, and bots cannot run commands`);
  const type = request.type ?? 1;
  const locale = request.locale ?? user.locale;

  // ── The place ────────────────────────────────────────────────────────────────────────────────────
  const place = resolvePlace(request, { application, user }, emulator, options.dmChannelId);
  if ('reason' in place) return place;
  const { guild, member, worldChannel, memberPermissions, context, channel } = place;
  const here = place.description;

  // ── The command ──────────────────────────────────────────────────────────────────────────────────
  const matches = (c: APIApplicationCommand) =>
    c.type === type && (c.name === request.name || c.name_localizations?.[locale] === request.name);
  const guildCommand = guild
    ? emulator.state.commands.list({ applicationId: application.id, guildId: guild.id }).find(matches)
    : undefined;
  const command =
    guildCommand ??
    emulator.state.commands.list({ applicationId: application.id, guildId: null }).find(matches);
  const unknown = () =>
    refuse(
      404,
      'UNKNOWN_COMMAND',
      `no ${typeNames[type]} command "${request.name}" of application ${application.name} is visible to ${user.username} in ${here}; register it (globally${guild ? ' or in this guild' : ''}) and check its name and type`,
    );
  if (!command) return unknown();
  if (type === ApplicationCommandType.PrimaryEntryPoint && !hasActivities(application)) return unknown();

  const access = checkCommandAccess({
    emulator,
    application,
    user,
    command,
    guildCommand: guildCommand !== undefined,
    place,
  });
  if ('reason' in access) return access;
  const { owners } = access;

  // ── Read-repair ──────────────────────────────────────────────────────────────────────────────────
  if (!guildCommand && request.commandVersion !== undefined && request.commandVersion !== command.version)
    return refuse(
      409,
      'STALE_COMMAND',
      `/${command.name} has changed since the client loaded it (version ${request.commandVersion}, now ${command.version}); the command was reloaded — run it again with the new version`,
    );

  // ── "Permission Denied" for USER commands ────────────────────────────────────────────────────────
  if (type === ApplicationCommandType.User && guild && memberPermissions !== null) {
    const needed = ThreadChannelTypes.includes(worldChannel!.type)
      ? PermissionFlags.SendMessagesInThreads
      : PermissionFlags.SendMessages;
    if ((memberPermissions & needed) === 0n)
      return refuse(
        403,
        'PERMISSION_DENIED',
        `Permission Denied: ${user.username} cannot send messages in #${worldChannel!.name}, so cannot run USER commands there`,
      );
  }

  // ── Target and options ───────────────────────────────────────────────────────────────────────────
  const resolver = createOptionResolver(
    place,
    emulator,
    options.origin,
    member ? { userId: user.id, roles: member.roles } : null,
  );
  const data: APIApplicationCommandInteractionData = {
    id: command.id,
    name: command.name,
    type: command.type,
    version: command.version,
    ...(guildCommand ? { guild_id: guild!.id } : {}),
  };
  let resolved: APIInteractionDataResolved = {};
  if (type === ApplicationCommandType.User || type === ApplicationCommandType.Message) {
    if (request.options !== undefined)
      throw bad(`options: ${typeNames[type]} commands take no options, only a targetId`);
    if (request.targetId === undefined)
      throw bad(
        `targetId: a ${typeNames[type]} command acts on a ${type === 2 ? 'user (a user id)' : 'message (seed one with POST /_emulator/messages)'}`,
      );
    if (type === ApplicationCommandType.User) {
      const target = resolver.user(request.targetId);
      if (!target) throw bad(`targetId: no user ${request.targetId} in the world`);
      resolved = { users: { [request.targetId]: target.user } };
      if (target.member) resolved.members = { [request.targetId]: target.member };
    } else {
      const message = options.messages.get(request.targetId);
      if (!message || message.channel_id !== channel.id)
        throw bad(
          `targetId: no message ${request.targetId} in this channel; seed one with POST /_emulator/messages { channelId, authorId, content }`,
        );
      resolved = {
        messages: { [message.id]: toWireMessage(message, wireView(options.emulator.state, application.id)) },
      };
    }
    data.target_id = request.targetId;
  } else {
    if (request.targetId !== undefined) throw bad(`targetId: only USER and MESSAGE commands have a target`);
    if (type === ApplicationCommandType.PrimaryEntryPoint && request.options !== undefined)
      throw bad('options: entry-point commands take no options');
    if (type === ApplicationCommandType.ChatInput) {
      const converted = convertUserOptions(
        command,
        request.options,
        options.autocomplete ? { kind: 'autocomplete', focused: request.focused ?? '' } : { kind: 'command' },
        resolver,
      );
      if (converted.errors.length > 0) {
        const body = toErrorBody(converted.errors);
        const list = converted.errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ');
        throw new HttpError(
          400,
          body.code,
          `Invalid options for /${command.name}: ${list}`,
          body.errors ? { errors: body.errors } : {},
        );
      }
      data.options = converted.options;
      resolved = converted.resolved;
    }
  }
  if (Object.keys(resolved).length > 0) data.resolved = resolved;

  const appPermissions = appPermissionsAt(application, place, owners);
  return {
    application,
    user,
    guild,
    member,
    channel,
    context,
    command,
    locale,
    owners,
    memberPermissions,
    appPermissions,
    data,
  };
}
