import {
  type APIApplicationCommandPermission,
  type APIGuildApplicationCommandPermissions,
  ApplicationCommandPermissionType,
  allChannelsPermissionId,
  Endpoints,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { type FieldError, validatePermissionsEdit } from '@slashkit/api/validation';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden, HttpError, invalidForm, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireApplication } from '../http/require-application.js';
import { requireGuild } from '../http/require-guild.js';
import type { RouteContext } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { guildPermissions } from '../world/guild-permissions.js';
import type { EmulatorApplication, EmulatorGuild } from '../world/world.js';

/**
 * The command permission endpoints: list every entry of an app in a guild, get and edit one command's (or
 * the app-wide) overwrites, and the disabled batch edit (405). Edits take only a Bearer token with
 * `applications.commands.permissions.update` of a member who has MANAGE_GUILD and MANAGE_ROLES (or is an
 * administrator or the owner); ids are checked against the guild; each edit publishes
 * `APPLICATION_COMMAND_PERMISSIONS_UPDATE` on the event bus.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#edit-application-command-permissions | Edit Application Command Permissions}
 */
export const permissionsFeature: EmulatorFeature = {
  name: 'permissions',
  setup(router) {
    router
      .add(
        serve(Endpoints.listGuildApplicationCommandPermissions, (ctx) => {
          const application = requireApplication(ctx, 'read');
          const guild = requireGuild(ctx, application);
          return jsonResponse(200, ctx.emulator.state.permissions.list(application.id, guild.id));
        }),
      )
      .add(
        serve(Endpoints.batchEditApplicationCommandPermissions, () => {
          // Batch editing is disabled on the service: answer like a missing method, and never apply anything.
          throw new HttpError(405, RESTJSONErrorCodes.GeneralError, '405: Method Not Allowed', {
            headers: { allow: 'GET' },
          });
        }),
      )
      .add(
        serve(Endpoints.getGuildApplicationCommandPermissions, (ctx) => {
          const application = requireApplication(ctx, 'read');
          const guild = requireGuild(ctx, application);
          const targetId = requireTarget(ctx, application, guild);
          const entry = ctx.emulator.state.permissions.get(application.id, guild.id, targetId);
          if (!entry) {
            throw notFound(
              RESTJSONErrorCodes.UnknownApplicationCommandPermissions,
              'Unknown application command permissions',
            );
          }
          return jsonResponse(200, entry);
        }),
      )
      .add(
        serve(Endpoints.setGuildApplicationCommandPermissions, async (ctx) => {
          const application = requireEditor(ctx);
          const guild = requireGuild(ctx, application);
          requireManager(ctx, guild);
          const targetId = requireTarget(ctx, application, guild);
          const result = validatePermissionsEdit(await readJsonBody(ctx.request));
          if (!result.success) throw invalidForm(result.errors);
          const permissions = result.data.permissions;
          const unknown = checkIds(permissions, guild);
          throwIfInvalid(unknown);
          const entry = ctx.emulator.state.permissions.set(application.id, guild.id, targetId, permissions);
          ctx.emulator.events.publish<APIGuildApplicationCommandPermissions>({
            type: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
            applicationId: application.id,
            guildId: guild.id,
            data: entry,
          });
          return jsonResponse(200, entry);
        }),
      );
  },
};

/** The context of a route of one command's permissions. */
type CommandPermissionsContext = EndpointContext<typeof Endpoints.setGuildApplicationCommandPermissions>;

/** The caller of a permission edit: only a Bearer token with the permissions scope, for this app. */
function requireEditor(ctx: CommandPermissionsContext): EmulatorApplication {
  const principal = ctx.principal;
  if (principal?.kind === 'bot') {
    throw forbidden(
      RESTJSONErrorCodes.BotsCannotUseEndpoint,
      'Bots cannot use this endpoint: editing command permissions takes a Bearer token with the applications.commands.permissions.update scope, of a user who may manage the guild and its roles',
    );
  }
  const application = ctx.emulator.findApplication(ctx.params.applicationId);
  if (!application) throw notFound(RESTJSONErrorCodes.UnknownApplication, 'Unknown Application');
  if (!principal || principal.application.id !== application.id) {
    throw forbidden(
      RESTJSONErrorCodes.NotAuthorizedForApplication,
      `You are not authorized to perform this action on this application: the token was issued to application ${principal?.application.id ?? '(none)'}, not ${application.id}`,
    );
  }
  if (
    principal.kind === 'bearer' &&
    !principal.token.scopes.includes('applications.commands.permissions.update')
  ) {
    throw forbidden(
      RESTJSONErrorCodes.MissingAccess,
      `Missing Access: the Bearer token lacks the applications.commands.permissions.update scope (it has: ${principal.token.scopes.join(' ') || 'none'})`,
    );
  }
  return application;
}

/** The token's user must be a member with MANAGE_GUILD and MANAGE_ROLES (admins and the owner have all). */
function requireManager(ctx: RouteContext, guild: EmulatorGuild): void {
  const principal = ctx.principal;
  if (principal?.kind !== 'bearer') return;
  const userId = principal.token.userId;
  const bits = guildPermissions(guild, userId);
  if (bits === null) {
    throw forbidden(
      RESTJSONErrorCodes.MissingAccess,
      `Missing Access: user ${userId} is not a member of guild ${guild.id}`,
    );
  }
  const needed = PermissionFlags.ManageGuild | PermissionFlags.ManageRoles;
  if ((bits & needed) !== needed) {
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: user ${userId} needs MANAGE_GUILD and MANAGE_ROLES in guild ${guild.id} to edit command permissions`,
    );
  }
}

/** The `:commandId` of a permissions route: a global command, a command of this guild, or the app id. */
function requireTarget(
  ctx: CommandPermissionsContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
): string {
  const id = ctx.params.commandId;
  if (id === application.id) return id;
  const store = ctx.emulator.state.commands;
  if (
    store.get({ applicationId: application.id, guildId: null }, id) ||
    store.get({ applicationId: application.id, guildId: guild.id }, id)
  ) {
    return id;
  }
  throw notFound(RESTJSONErrorCodes.UnknownApplicationCommand, 'Unknown application command');
}

/** Each overwrite's id must exist in the guild for its type (with the @everyone and All Channels constants). */
function checkIds(permissions: APIApplicationCommandPermission[], guild: EmulatorGuild): FieldError[] {
  const errors: FieldError[] = [];
  const allChannels = allChannelsPermissionId(guild.id);
  permissions.forEach((p, index) => {
    let known: boolean;
    let what: string;
    if (p.type === ApplicationCommandPermissionType.Role) {
      known = guild.roles.some((r) => r.id === p.id);
      what = `a role of guild ${guild.id} (the guild id itself is @everyone)`;
    } else if (p.type === ApplicationCommandPermissionType.User) {
      known = guild.members.some((m) => m.userId === p.id);
      what = `a member of guild ${guild.id}`;
    } else {
      known = p.id === allChannels || guild.channels.some((c) => c.id === p.id);
      what = `a channel of guild ${guild.id} (or ${allChannels} for All Channels)`;
    }
    if (!known) {
      errors.push({
        path: ['permissions', index, 'id'],
        code: 'APPLICATION_COMMAND_PERMISSIONS_INVALID_ID',
        message: `Unknown id ${p.id} for overwrite type ${p.type}: expected ${what}`,
      });
    }
  });
  return errors;
}
