import { PermissionFlags } from './enums/permission-flags.js';

/**
 * The guild features a guild's managers may add or remove with `PATCH /guilds/{id}`, each with the
 * permission it takes: COMMUNITY and DISCOVERABLE need Administrator, the others Manage Guild. Every other
 * feature is the service's to give, and stays as it is.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-object-mutable-guild-features | Mutable Guild Features}
 */
export const MutableGuildFeatures: Readonly<Record<string, bigint>> = Object.freeze({
  COMMUNITY: PermissionFlags.Administrator,
  DISCOVERABLE: PermissionFlags.Administrator,
  INVITES_DISABLED: PermissionFlags.ManageGuild,
  RAID_ALERTS_DISABLED: PermissionFlags.ManageGuild,
});
