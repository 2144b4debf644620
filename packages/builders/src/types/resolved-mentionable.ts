import type { APIRole } from '@slashkit/api';
import type { ResolvedUser } from './resolved-user.js';

/**
 * The value of a MENTIONABLE option in a handler: a user (with the member in guilds) or a role, told apart
 * by `kind`.
 * @example
 * const label = (m: ResolvedMentionable) => (m.kind === 'user' ? m.user.username : m.role.name);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (MENTIONABLE: users and roles)
 */
export type ResolvedMentionable = ({ kind: 'user' } & ResolvedUser) | { kind: 'role'; role: APIRole };
