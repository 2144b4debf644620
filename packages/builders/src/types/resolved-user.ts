import type { APIInteractionDataResolvedGuildMember, APIUser } from '@slashkit/api';

/**
 * The value of a USER option in a handler: the user, and the member when the command ran in a guild.
 * @example
 * const greet = ({ user, member }: ResolvedUser) => member?.nick ?? user.username;
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-resolved-data-structure | Resolved data structure}
 */
export interface ResolvedUser {
  user: APIUser;
  member?: APIInteractionDataResolvedGuildMember;
}
