import type { APIInteraction, InteractionType } from '@slashkit/api';
import { attachmentSizeLimit } from './create-option-resolver.js';
import type { PreparedInvocation } from './prepare-invocation.js';
import { toApiMember } from './to-api-member.js';
import { toApiUser } from './to-api-user.js';

/**
 * The interaction payload the app receives, with every field service-facts lists: the command data with
 * its resolved objects, the guild, channel and member (with permissions) or the user in DMs, the token,
 * version 1, app permissions, locales, entitlements, the authorizing installations, the context and the
 * attachment size limit.
 * @see service-facts "Interactions"
 */
export function buildInteraction(
  prepared: PreparedInvocation,
  id: string,
  token: string,
  type: typeof InteractionType.ApplicationCommand | typeof InteractionType.ApplicationCommandAutocomplete,
): APIInteraction {
  const { guild, member, user, channel } = prepared;
  const interaction: APIInteraction & { guild?: { id: string; locale: string; features: string[] } } = {
    id,
    application_id: prepared.application.id,
    type,
    data: prepared.data,
    channel_id: channel.id,
    channel,
    token,
    version: 1,
    app_permissions: prepared.appPermissions.toString(),
    locale: prepared.locale,
    entitlements: [],
    authorizing_integration_owners: prepared.owners,
    context: prepared.context,
    attachment_size_limit: attachmentSizeLimit,
  };
  if (guild && member) {
    interaction.guild_id = guild.id;
    interaction.guild = { id: guild.id, locale: guild.preferredLocale, features: [] };
    interaction.guild_locale = guild.preferredLocale;
    interaction.member = toApiMember(member, prepared.memberPermissions ?? 0n, toApiUser(user));
  } else {
    interaction.user = toApiUser(user);
  }
  return interaction;
}
