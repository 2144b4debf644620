import type { APIGuildMember, APIUser } from '@slashkit/api';
import type { EmulatorMember } from './world.js';

/**
 * A world member as the service sends a guild member with its user: `GET /guilds/{id}/members/{user_id}`,
 * the member list, and `GUILD_CREATE`'s `members`.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object | Guild member object}
 */
export function toApiGuildMember(member: EmulatorMember, user: APIUser): APIGuildMember {
  return {
    user,
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roles],
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: member.deaf ?? false,
    mute: member.mute ?? false,
    flags: member.flags ?? 0,
    pending: false,
    communication_disabled_until: member.communicationDisabledUntil ?? null,
  };
}
