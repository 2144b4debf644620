import { type APIApplicationCommand, PermissionFlags, ThreadChannelTypes } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { allPermissions } from '../world/guild-permissions.js';
import type { EmulatorApplication, EmulatorUser } from '../world/world.js';
import { evaluateCommandPermissions } from './evaluate-command-permissions.js';
import type { InteractionPlace } from './interaction-place.js';
import type { InvocationRefusal } from './invocation-refusal.js';

/** Who wants to use which command where. */
export interface CommandAccessInput {
  emulator: EmulatorContext;
  application: EmulatorApplication;
  user: EmulatorUser;
  command: APIApplicationCommand;
  /** Whether the command is registered in the place's guild (else it is global). */
  guildCommand: boolean;
  place: InteractionPlace;
}

/**
 * Whether a user may use (and so see) a command in a place, as the client and the service decide it:
 * installation and contexts, age restriction, then command permissions for guild installs in guilds.
 * Returns the installations that authorize it (`authorizing_integration_owners`), or why not. One set of
 * rules for running a command and for listing the commands a user's picker shows.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#interaction-contexts | Interaction contexts},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#agerestricted-commands | Age-restricted commands}
 */
export function checkCommandAccess(
  input: CommandAccessInput,
): { owners: Record<string, string> } | InvocationRefusal {
  const { emulator, application, user, command, place } = input;
  const { guild, member, worldChannel, memberPermissions, context, channel } = place;
  const here = place.description;
  const refuse = (reason: InvocationRefusal['reason'], message: string) =>
    ({ status: 403, reason, message }) satisfies InvocationRefusal;

  // ── Installation and contexts ────────────────────────────────────────────────────────────────────
  const owners: Record<string, string> = {};
  const installed = emulator.state.installs;
  if (input.guildCommand) {
    if (!installed.isInstalledInGuild(application, guild!.id))
      return refuse(
        'NOT_INSTALLED',
        `application ${application.name} is not installed in guild ${guild!.name}`,
      );
    owners['0'] = guild!.id;
  } else {
    const types = (command.integration_types ?? [0]).filter((t) => application.integrationTypes.includes(t));
    const sharesGuild = application.guildIds.some(
      (id) =>
        installed.isInstalledInGuild(application, id) &&
        emulator.findGuild(id)?.members.some((m) => m.userId === user.id),
    );
    const guildInstall =
      types.includes(0) &&
      (context === 0
        ? installed.isInstalledInGuild(application, guild!.id)
        : context === 1
          ? sharesGuild
          : false);
    const userInstall = types.includes(1) && installed.isInstalledForUser(application, user.id);
    if (guildInstall) owners['0'] = context === 0 ? guild!.id : '0';
    if (userInstall) owners['1'] = user.id;
    if (!guildInstall && !userInstall) {
      const why =
        context === 0
          ? `application ${application.name} is not installed in guild ${guild!.name}`
          : context === 1
            ? `${user.username} shares no guild with the app's bot, and the command is not user-installable (integration_types ${JSON.stringify(command.integration_types ?? [0])}) or ${user.username} has not installed the app`
            : `commands in private channels must be user-installable (integration_types including 1) and installed by the user; ${user.username} ${types.includes(1) ? 'has not installed the app (authorize it with integration_type=1)' : 'cannot install this one'}`;
      return refuse('NOT_INSTALLED', `/${command.name} is not available in ${here}: ${why}`);
    }
    const contexts = command.contexts ?? null;
    const allowed =
      contexts !== null
        ? contexts.includes(context)
        : context === 0 || (context === 1 && command.dm_permission !== false);
    if (!allowed)
      return refuse(
        'CONTEXT_NOT_ALLOWED',
        `/${command.name} cannot run in ${here}: its contexts are ${contexts === null ? `not set (guilds${command.dm_permission !== false ? ' and DMs' : ' only, dm_permission false'})` : JSON.stringify(contexts)}; add ${context} to contexts to allow it`,
      );
  }

  // ── Age restriction ──────────────────────────────────────────────────────────────────────────────
  if (command.nsfw === true) {
    if (!user.adult)
      return refuse('AGE_RESTRICTED', `/${command.name} is age-restricted and ${user.username} is under 18`);
    if (guild && !channel.nsfw)
      return refuse(
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
      commandOverwrites: emulator.state.permissions.get(application.id, guild.id, command.id)?.permissions,
      applicationOverwrites: emulator.state.permissions.get(application.id, guild.id, application.id)
        ?.permissions,
      defaultMemberPermissions: command.default_member_permissions ?? null,
      memberPermissions: perms,
      administrator,
    });
    if (!decision.allowed)
      return refuse(
        'MISSING_PERMISSIONS',
        `${user.username} may not use /${command.name} in #${worldChannel!.name}: ${decision.rule}`,
      );
  }
  return { owners };
}
