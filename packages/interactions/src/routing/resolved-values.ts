import type {
  APIInteractionDataResolvedChannel,
  APIInteractionDataResolvedGuildMember,
  APIRole,
  APIUser,
} from '@slashkit/api';

/** A USER option's value: the user, and their guild member when the command ran in a guild. */
export interface ResolvedUser {
  user: APIUser;
  member?: APIInteractionDataResolvedGuildMember;
}

/** A CHANNEL option's value: the partial channel from `resolved.channels`. */
export type ResolvedChannel<T extends number = number> = APIInteractionDataResolvedChannel & { type: T };

/** A MENTIONABLE option's value: a user (with member) or a role, told apart by `kind`. */
export type ResolvedMentionable = ({ kind: 'user' } & ResolvedUser) | { kind: 'role'; role: APIRole };
