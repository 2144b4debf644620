import {
  type APIApplicationCommand,
  type APIApplicationCommandInteractionData,
  type APIAttachment,
  type APIInteractionDataResolved,
  type APIInteractionDataResolvedChannel,
  type APIRole,
  ApplicationCommandType,
  ChannelType,
  InteractionContextType,
  type Locale,
  PermissionFlags,
  ThreadChannelTypes,
} from '@slashkit/api';
import { toErrorBody } from '@slashkit/api/validation';
import type { EmulatorContext } from '../emulator-context.js';
import { badRequest as bad, HttpError } from '../http/http-error.js';
import { hasActivities } from '../world/application-flags.js';
import { allPermissions } from '../world/guild-permissions.js';
import type {
  EmulatorApplication,
  EmulatorChannel,
  EmulatorGuild,
  EmulatorMember,
  EmulatorUser,
} from '../world/world.js';
import { channelPermissions, overwriteSource } from './channel-permissions.js';
import { convertUserOptions } from './convert-user-options.js';
import { evaluateCommandPermissions } from './evaluate-command-permissions.js';
import type { InvocationRefusal } from './invocation-refusal.js';
import type { InvocationRequest } from './invocation-request.js';
import type { MessageStore } from './message-store.js';
import type { OptionResolver } from './option-resolver.js';
import { toApiMember } from './to-api-member.js';
import { toApiUser } from './to-api-user.js';

/** The largest attachment a user may upload here, in bytes (the interaction's `attachment_size_limit`). */
export const attachmentSizeLimit = 10 * 1024 * 1024;

// Bits of a DM: what an app may do in a private conversation.
const dmPermissions =
  (1n << 6n) |
  (1n << 10n) |
  (1n << 11n) |
  (1n << 14n) |
  (1n << 15n) |
  (1n << 16n) |
  (1n << 18n) |
  (1n << 31n);
const sendInThreads = 1n << 38n;
const viewChannel = 1n << 10n;

/** Everything an interaction is built from, once every check has passed. */
export interface PreparedInvocation {
  application: EmulatorApplication;
  user: EmulatorUser;
  guild: EmulatorGuild | null;
  member: EmulatorMember | null;
  /** The channel as the interaction's `channel` carries it. */
  channel: APIInteractionDataResolvedChannel & { guild_id?: string };
  context: 0 | 1 | 2;
  command: APIApplicationCommand;
  locale: Locale;
  /** `authorizing_integration_owners`. */
  owners: Record<string, string>;
  /** The member's permissions in the channel (guilds only). */
  memberPermissions: bigint | null;
  appPermissions: bigint;
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

const typeNames = ['', 'CHAT_INPUT', 'USER', 'MESSAGE', 'PRIMARY_ENTRY_POINT'] as const;

/**
 * Runs every check the client and the service make before an interaction exists: the place (guild
 * channel or DM), the command (guild command in that guild, else global; visible to this user here),
 * installation and contexts, age restriction, command permissions, read-repair, "Permission Denied" for
 * USER commands without Send Messages, the target and the options. Returns what the interaction is built
 * from, or why the command would not run. Malformed requests throw 400s.
 * @see spec "Permission rules", "Installation and interaction contexts", "Age-restricted commands"
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

  const application = emulator.findApplication(request.applicationId ?? emulator.world.application.id);
  if (!application) throw bad(`applicationId: no application ${request.applicationId} in the world`);
  const user = emulator.findUser(request.userId);
  if (!user) throw bad(`userId: no user ${request.userId} in the world; see GET /_emulator/world`);
  if (user.bot) throw bad(`userId: ${user.username} is a bot, and bots cannot run commands`);
  const type = request.type ?? 1;
  const locale = request.locale ?? user.locale;

  // ── The place ────────────────────────────────────────────────────────────────────────────────────
  let guild: EmulatorGuild | null = null;
  let member: EmulatorMember | null = null;
  let worldChannel: EmulatorChannel | null = null;
  let memberPermissions: bigint | null = null;
  let context: 0 | 1 | 2;
  let channel: PreparedInvocation['channel'];
  if (request.guildId !== undefined) {
    if (request.context !== undefined && request.context !== InteractionContextType.Guild)
      throw bad('context: a command run in a guild has context 0 (GUILD); leave guildId out for DMs');
    guild = emulator.findGuild(request.guildId) ?? null;
    if (!guild) throw bad(`guildId: no guild ${request.guildId} in the world`);
    if (request.channelId === undefined)
      throw bad('channelId: name the channel of the guild to run the command in');
    worldChannel = guild.channels.find((c) => c.id === request.channelId) ?? null;
    if (!worldChannel) throw bad(`channelId: guild ${guild.id} has no channel ${request.channelId}`);
    if (
      worldChannel.type === ChannelType.GuildCategory ||
      worldChannel.type === ChannelType.GuildForum ||
      worldChannel.type === ChannelType.GuildMedia ||
      worldChannel.type === ChannelType.GuildDirectory
    )
      throw bad(
        `channelId: nobody can type in channel ${worldChannel.name} (type ${worldChannel.type}); use a text channel or a thread`,
      );
    member = guild.members.find((m) => m.userId === user.id) ?? null;
    if (!member)
      return refuse(
        403,
        'NOT_A_MEMBER',
        `${user.username} is not a member of guild ${guild.name}; add them in the world seed, or run the command in a DM`,
      );
    memberPermissions = channelPermissions(guild, worldChannel, member.roles, user.id);
    if ((memberPermissions & viewChannel) === 0n)
      return refuse(
        403,
        'CANNOT_VIEW_CHANNEL',
        `${user.username} cannot see #${worldChannel.name} (no View Channel there), so cannot run commands in it`,
      );
    context = InteractionContextType.Guild;
    channel = {
      id: worldChannel.id,
      type: worldChannel.type,
      name: worldChannel.name,
      parent_id: worldChannel.parentId,
      nsfw: overwriteSource(guild, worldChannel).nsfw,
      permissions: memberPermissions.toString(),
      guild_id: guild.id,
    };
  } else {
    context = request.context === undefined ? InteractionContextType.BotDM : request.context;
    if (context === InteractionContextType.Guild)
      throw bad('guildId: context 0 (GUILD) needs a guildId and channelId');
    const dm = context as 1 | 2;
    channel = {
      id: options.dmChannelId(application.id, user.id, dm),
      type: dm === InteractionContextType.BotDM ? ChannelType.DM : ChannelType.GroupDM,
      permissions: dmPermissions.toString(),
    };
  }
  const here = guild
    ? `#${worldChannel!.name} of ${guild.name}`
    : context === 1
      ? 'a DM with the app'
      : 'a private channel';

  // ── The command ──────────────────────────────────────────────────────────────────────────────────
  const matches = (c: APIApplicationCommand) =>
    c.type === type && (c.name === request.name || c.name_localizations?.[locale] === request.name);
  const guildCommand = guild
    ? emulator.commands.list({ applicationId: application.id, guildId: guild.id }).find(matches)
    : undefined;
  const command =
    guildCommand ?? emulator.commands.list({ applicationId: application.id, guildId: null }).find(matches);
  const unknown = () =>
    refuse(
      404,
      'UNKNOWN_COMMAND',
      `no ${typeNames[type]} command "${request.name}" of application ${application.name} is visible to ${user.username} in ${here}; register it (globally${guild ? ' or in this guild' : ''}) and check its name and type`,
    );
  if (!command) return unknown();
  if (type === ApplicationCommandType.PrimaryEntryPoint && !hasActivities(application)) return unknown();

  // ── Installation and contexts ────────────────────────────────────────────────────────────────────
  const owners: Record<string, string> = {};
  if (guildCommand) {
    if (!application.guildIds.includes(guild!.id))
      return refuse(
        403,
        'NOT_INSTALLED',
        `application ${application.name} is not installed in guild ${guild!.name}`,
      );
    owners['0'] = guild!.id;
  } else {
    const types = (command.integration_types ?? [0]).filter((t) => application.integrationTypes.includes(t));
    const sharesGuild = application.guildIds.some((id) =>
      emulator.findGuild(id)?.members.some((m) => m.userId === user.id),
    );
    const guildInstall =
      types.includes(0) &&
      (context === 0 ? application.guildIds.includes(guild!.id) : context === 1 ? sharesGuild : false);
    // The emulator treats every user as having installed a user-installable app.
    const userInstall = types.includes(1);
    if (guildInstall) owners['0'] = context === 0 ? guild!.id : '0';
    if (userInstall) owners['1'] = user.id;
    if (!guildInstall && !userInstall) {
      const why =
        context === 0
          ? `application ${application.name} is not installed in guild ${guild!.name}`
          : context === 1
            ? `${user.username} shares no guild with the app's bot and the command is not user-installable (integration_types ${JSON.stringify(command.integration_types ?? [0])})`
            : 'commands in private channels must be user-installable (integration_types including 1)';
      return refuse(403, 'NOT_INSTALLED', `/${command.name} is not available in ${here}: ${why}`);
    }
    const contexts = command.contexts ?? null;
    const allowed =
      contexts !== null
        ? contexts.includes(context)
        : context === 0 || (context === 1 && command.dm_permission !== false);
    if (!allowed)
      return refuse(
        403,
        'CONTEXT_NOT_ALLOWED',
        `/${command.name} cannot run in ${here}: its contexts are ${contexts === null ? `not set (guilds${command.dm_permission !== false ? ' and DMs' : ' only, dm_permission false'})` : JSON.stringify(contexts)}; add ${context} to contexts to allow it`,
      );
  }

  // ── Age restriction ──────────────────────────────────────────────────────────────────────────────
  if (command.nsfw === true) {
    if (!user.adult)
      return refuse(
        403,
        'AGE_RESTRICTED',
        `/${command.name} is age-restricted and ${user.username} is under 18`,
      );
    if (guild && !channel.nsfw)
      return refuse(
        403,
        'AGE_RESTRICTED',
        `/${command.name} is age-restricted and #${worldChannel!.name} is not an age-restricted channel`,
      );
  }

  // ── Command permissions (guild installs in guilds) ───────────────────────────────────────────────
  if (guild && member && owners['0'] !== undefined) {
    const perms = memberPermissions!;
    const administrator = perms === allPermissions || guild.ownerId === user.id;
    if (!administrator && (perms & PermissionFlags.UseApplicationCommands) === 0n)
      return refuse(
        403,
        'MISSING_PERMISSIONS',
        `${user.username} lacks Use Application Commands in #${worldChannel!.name}`,
      );
    const channelIds = [worldChannel!.id];
    if (ThreadChannelTypes.includes(worldChannel!.type) && worldChannel!.parentId)
      channelIds.push(worldChannel!.parentId);
    const decision = evaluateCommandPermissions({
      guildId: guild.id,
      userId: user.id,
      roleIds: member.roles,
      channelIds,
      commandOverwrites: emulator.permissions.get(application.id, guild.id, command.id)?.permissions,
      applicationOverwrites: emulator.permissions.get(application.id, guild.id, application.id)?.permissions,
      defaultMemberPermissions: command.default_member_permissions ?? null,
      memberPermissions: perms,
      administrator,
    });
    if (!decision.allowed)
      return refuse(
        403,
        'MISSING_PERMISSIONS',
        `${user.username} may not use /${command.name} in #${worldChannel!.name}: ${decision.rule}`,
      );
  }

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
      ? sendInThreads
      : PermissionFlags.SendMessages;
    if ((memberPermissions & needed) === 0n)
      return refuse(
        403,
        'PERMISSION_DENIED',
        `Permission Denied: ${user.username} cannot send messages in #${worldChannel!.name}, so cannot run USER commands there`,
      );
  }

  // ── Target and options ───────────────────────────────────────────────────────────────────────────
  const resolver = createResolver(
    guild,
    worldChannel,
    channel,
    options,
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
      const { interaction_metadata: _metadata, guild_id: _guild, ...wire } = message;
      resolved = { messages: { [message.id]: wire } };
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

  const appPermissions = guild
    ? owners['0'] !== undefined
      ? channelPermissions(guild, worldChannel!, [], null)
      : 0n
    : dmPermissions;
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

function createResolver(
  guild: EmulatorGuild | null,
  worldChannel: EmulatorChannel | null,
  channel: APIInteractionDataResolvedChannel,
  options: PrepareOptions,
  invoker: { userId: string; roles: readonly string[] } | null,
): OptionResolver {
  const { emulator } = options;
  return {
    user(id) {
      const found = emulator.findUser(id);
      if (!found) return undefined;
      const member = guild?.members.find((m) => m.userId === id);
      if (!guild || !member || !worldChannel) return { user: toApiUser(found) };
      return {
        user: toApiUser(found),
        member: toApiMember(member, channelPermissions(guild, worldChannel, member.roles, id)),
      };
    },
    role(id): APIRole | undefined {
      const role = guild?.roles.find((r) => r.id === id);
      return role && { ...role, flags: 0 };
    },
    channel(id) {
      if (!guild) return id === channel.id ? channel : undefined;
      const found = guild.channels.find((c) => c.id === id);
      if (!found || !worldChannel) return undefined;
      return {
        id: found.id,
        type: found.type,
        name: found.name,
        parent_id: found.parentId,
        nsfw: overwriteSource(guild, found).nsfw,
        // The invoking member's permissions in the named channel, as the service reports them.
        permissions: channelPermissions(
          guild,
          found,
          invoker?.roles ?? [],
          invoker?.userId ?? null,
        ).toString(),
      };
    },
    attachment(input): APIAttachment | string {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return 'give an attachment as { "filename": "cat.png", "size"?: bytes, "contentType"?: "image/png" }';
      const { filename, size = 1024, contentType } = input as Record<string, unknown>;
      if (typeof filename !== 'string' || filename.length === 0)
        return 'filename: a non-empty string is required';
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
        return 'size: expected a whole number of bytes';
      if (size > attachmentSizeLimit)
        return `size: ${size} bytes is over the upload limit of ${attachmentSizeLimit} bytes`;
      if (contentType !== undefined && typeof contentType !== 'string')
        return 'contentType: expected a MIME type string';
      const id = emulator.nextId();
      const url = `${options.origin}/_emulator/attachments/${id}/${encodeURIComponent(filename)}`;
      return {
        id,
        filename,
        size,
        url,
        proxy_url: url,
        ...(contentType ? { content_type: contentType } : {}),
        ephemeral: true,
      };
    },
  };
}
