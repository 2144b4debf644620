import { type APIAllowedMentions, type APIMessage, type APIUser, messageMentions } from '@slashkit/api';
import { apiUserOf } from '../world/api-user-of.js';
import type { EmulatorGuild, World } from '../world/world.js';

/** Who wrote a message and where, as far as its mentions depend on it. */
export interface MentionContext {
  /** The message's guild; null in DMs (no roles, no @everyone). */
  guild: EmulatorGuild | null;
  /**
   * Whether the author may notify everyone: MENTION_EVERYONE in the channel (owners and administrators
   * have it; webhooks, which interaction answers are sent as, always may). It also lets a role that is not
   * mentionable be mentioned.
   */
  mayMentionEveryone: boolean;
  /** The `allowed_mentions` of the body; absent means every mention counts. */
  allowedMentions?: APIAllowedMentions | null | undefined;
  /** For a reply: the author of the message replied to (mentioned unless `allowed_mentions` says otherwise). */
  repliedAuthor?: APIUser | null | undefined;
}

/**
 * Fills a message's `mentions`, `mention_roles` and `mention_everyone` from its content, as the service
 * does for every message whoever wrote it (a bot, a user, an interaction answer): `<@id>` and `<@!id>` of
 * people in the world, `<@&id>` of the guild's roles (mentionable ones, or any for an author who may
 * mention everyone), `@everyone`/`@here` for an author who may, each as `allowed_mentions` permits; a
 * reply mentions the author replied to unless `allowed_mentions` is given without `replied_user: true`.
 * @see {@link https://discord.com/developers/docs/resources/message#allowed-mentions-object | Allowed mentions object}
 */
export function fillMentions(
  message: Pick<APIMessage, 'content' | 'mentions' | 'mention_roles' | 'mention_everyone'>,
  world: World,
  context: MentionContext,
): void {
  const found = messageMentions(message.content, context.allowedMentions);
  const mentions = found.users.flatMap((id) => apiUserOf(world, id) ?? []);
  const replied = context.repliedAuthor;
  const pingReplied = context.allowedMentions ? context.allowedMentions.replied_user === true : true;
  if (replied && pingReplied && !mentions.some((u) => u.id === replied.id)) mentions.push(replied);
  const { guild } = context;
  message.mentions = mentions;
  message.mention_roles = guild
    ? found.roles.filter((id) => {
        const role = guild.roles.find((r) => r.id === id && r.id !== guild.id);
        return role !== undefined && (role.mentionable || context.mayMentionEveryone);
      })
    : [];
  message.mention_everyone = guild !== null && found.everyone && context.mayMentionEveryone;
}
