import { PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { forbidden } from '../http/http-error.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorGuild } from '../world/world.js';
import type { RoleHolder } from './role-hierarchy.js';

const { CreateGuildExpressions, ManageGuildExpressions } = PermissionFlags;

/**
 * Whether `actor` may see who uploaded a guild's emojis, stickers and sounds: Create or Manage Expressions.
 * @see {@link https://discord.com/developers/docs/resources/emoji#list-guild-emojis | List Guild Emojis}
 */
export function seesExpressionUsers(guild: EmulatorGuild, actor: RoleHolder): boolean {
  return (memberGuildPermissions(guild, actor) & (CreateGuildExpressions | ManageGuildExpressions)) !== 0n;
}

/**
 * Refuses with 403/50013 unless `actor` may change or delete an expression (an emoji, a sticker, a
 * sound) of the guild that `creatorId` uploaded: its uploader with Create or Manage Expressions, anyone
 * else with Manage Expressions. `what` names it for the message.
 * @see {@link https://discord.com/developers/docs/resources/emoji#modify-guild-emoji | Modify Guild Emoji}
 */
export function requireExpressionManager(
  guild: EmulatorGuild,
  actor: RoleHolder,
  creatorId: string,
  what: string,
): void {
  const held = memberGuildPermissions(guild, actor);
  const own = creatorId === actor.userId;
  if ((held & ManageGuildExpressions) !== 0n || (own && (held & CreateGuildExpressions) !== 0n)) return;
  throw forbidden(
    RESTJSONErrorCodes.MissingPermissions,
    own
      ? 'Missing Permissions: this needs Create Expressions or Manage Expressions in the guild'
      : `Missing Permissions: ${what} was uploaded by someone else; this needs Manage Expressions in the guild`,
  );
}
