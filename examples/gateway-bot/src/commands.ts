import { PermissionFlags } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';

/** `/ping`: answered through the callback endpoint, as every gateway interaction is. */
export const ping = new SlashCommandBuilder().setName('ping').setDescription('Is the bot there?');

/** `/lockdown [reason]`: for server managers only, until a moderator grants it to a role or a member. */
export const lockdown = new SlashCommandBuilder()
  .setName('lockdown')
  .setDescription('Lock this channel')
  .setDefaultMemberPermissions(PermissionFlags.ManageGuild)
  .addStringOption((o) => o.setName('reason').setDescription('Why').setMaxLength(100));

/** Every command of the bot, as they are synced to the service. */
export const commands = [ping, lockdown];
