import type { APIInteraction, APIMessage } from '@slashkit/api';
import { toApiUser } from '../../world/to-api-user.js';
import { attachmentSizeLimit } from '../options/create-option-resolver.js';
import { toApiMember } from '../options/to-api-member.js';
import type { InteractionSource } from '../requests/interaction-source.js';

/** The parts of an interaction that depend on its type. */
export interface InteractionParts {
  id: string;
  token: string;
  /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: number;
  data: unknown;
  /** Components and modals opened from a component: the message that holds the component. */
  message?: APIMessage;
}

/**
 * The interaction payload the app receives, with every field the service sends: the data, the guild,
 * channel and member (with permissions) or the user in DMs, the token, version 1, app permissions, locales,
 * entitlements, the authorizing installations, the context, the attachment size limit, and `message` for
 * component interactions.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export function buildInteraction(source: InteractionSource, parts: InteractionParts): APIInteraction {
  const { guild, member, user, channel } = source;
  const interaction = {
    id: parts.id,
    application_id: source.application.id,
    type: parts.type,
    data: parts.data,
    channel_id: channel.id,
    channel,
    token: parts.token,
    version: 1,
    app_permissions: source.appPermissions.toString(),
    locale: source.locale,
    entitlements: [],
    authorizing_integration_owners: source.owners,
    context: source.context,
    attachment_size_limit: attachmentSizeLimit,
  } as APIInteraction & { guild?: { id: string; locale: string; features: string[] } };
  if (parts.message) interaction.message = parts.message;
  if (guild && member) {
    interaction.guild_id = guild.id;
    interaction.guild = { id: guild.id, locale: guild.preferredLocale, features: [] };
    interaction.guild_locale = guild.preferredLocale;
    interaction.member = toApiMember(member, source.memberPermissions ?? 0n, toApiUser(user));
  } else {
    interaction.user = toApiUser(user);
  }
  return interaction;
}
