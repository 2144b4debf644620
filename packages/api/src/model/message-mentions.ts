import { isSnowflake, type Snowflake } from '../snowflake.js';
import type { APIAllowedMentions } from '../types/channel-message-bodies.js';

/** What a message's content mentions, as far as `allowed_mentions` lets it. */
export interface MessageMentions {
  /** User ids from `<@id>` and `<@!id>`, in order of first appearance. */
  users: Snowflake[];
  /** Role ids from `<@&id>`, in order of first appearance. */
  roles: Snowflake[];
  /** Whether `@everyone` or `@here` is in the content and may notify. */
  everyone: boolean;
}

const userMention = /<@!?(\d+)>/g;
const roleMention = /<@&(\d+)>/g;
const everyoneMention = /@(?:everyone|here)/;

/**
 * The mentions of a message's content that notify, as the service fills a message's `mentions`,
 * `mention_roles` and `mention_everyone`: `<@id>` and `<@!id>` for users, `<@&id>` for roles,
 * `@everyone` or `@here`. Without `allowed_mentions` every mention counts; with it, a kind counts when
 * `parse` names it, and otherwise only the ids its `users` or `roles` list. Whether the ids exist, and
 * whether the author may mention everyone or a role that is not mentionable, is the caller's to judge.
 * @example
 * messageMentions('hi <@123> and <@&456>', { parse: ['users'] }); // { users: ['123'], roles: [], everyone: false }
 * @see {@link https://discord.com/developers/docs/resources/message#allowed-mentions-object | Allowed mentions object}
 */
export function messageMentions(
  content: string,
  allowedMentions?: APIAllowedMentions | null,
): MessageMentions {
  const parse = allowedMentions ? (allowedMentions.parse ?? []) : ['users', 'roles', 'everyone'];
  const pick = (pattern: RegExp, kind: 'users' | 'roles'): Snowflake[] => {
    const listed = allowedMentions?.[kind];
    const all = parse.includes(kind);
    if (!all && !Array.isArray(listed)) return [];
    const ids = new Set<Snowflake>();
    for (const match of content.matchAll(pattern)) {
      const id = match[1]!;
      if (isSnowflake(id) && (all || listed!.includes(id))) ids.add(id);
    }
    return [...ids];
  };
  return {
    users: pick(userMention, 'users'),
    roles: pick(roleMention, 'roles'),
    everyone: parse.includes('everyone') && everyoneMention.test(content),
  };
}
