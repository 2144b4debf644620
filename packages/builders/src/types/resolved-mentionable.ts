import type { APIRole } from '@slashkit/api';
import type { ResolvedUser } from './resolved-user.js';

/**
 * The value of a MENTIONABLE option in a handler: a user (with the member in guilds) or a role, told apart
 * by `kind`.
 * @example
 * const label = (m: ResolvedMentionable) => (m.kind === 'user' ? m.user.username : m.role.name);
 * @see spec "Option types" (MENTIONABLE: users and roles)
 */
export type ResolvedMentionable = ({ kind: 'user' } & ResolvedUser) | { kind: 'role'; role: APIRole };
