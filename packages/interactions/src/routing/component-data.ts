import type { APIMessageComponentInteraction, APIRole } from '@slashkit/api';
import type { ComponentData } from '../context/component-data.js';
import { ownEntry } from './own-entry.js';
import { resolvedUser } from './parse-options.js';
import type { ResolvedChannel, ResolvedUser } from './resolved-values.js';

const none: readonly never[] = Object.freeze([]);
const noIssues: string[] = [];
/** A button carries no values: one shared, frozen answer. */
const buttonData: ComponentData = Object.freeze({
  values: none,
  users: none,
  roles: none,
  channels: none,
  issues: Object.freeze(noIssues) as string[],
});

/**
 * Reads a MESSAGE_COMPONENT interaction's `values` and, for entity selects, the chosen users, roles and
 * channels from `resolved` (own properties only). `allowed`, for a string select registered with its
 * builder, is the set of its option values.
 */
export function componentData(
  interaction: APIMessageComponentInteraction,
  allowed: ReadonlySet<string> | undefined,
): ComponentData {
  const data = interaction.data;
  if (data.component_type === 2) return buttonData;
  const values = (data as { values?: unknown }).values;
  const issues: string[] = [];
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
    issues.push('data.values: expected an array of strings');
    return { values: none, users: none, roles: none, channels: none, issues };
  }
  const resolved = (data as { resolved?: Record<string, Record<string, never> | undefined> }).resolved;
  const users: ResolvedUser[] = [];
  const roles: APIRole[] = [];
  const channels: ResolvedChannel[] = [];
  values.forEach((value: string, i) => {
    switch (data.component_type) {
      case 3:
        if (allowed && !allowed.has(value))
          issues.push(`data.values[${i}]: ${JSON.stringify(value)} is not an option of this select menu`);
        break;
      case 5: {
        const user = resolvedUser(resolved, value);
        if (user) users.push(user);
        else issues.push(`data.values[${i}]: user ${value} is missing from data.resolved.users`);
        break;
      }
      case 6: {
        const role = ownEntry<APIRole>(resolved?.roles, value);
        if (role) roles.push(role);
        else issues.push(`data.values[${i}]: role ${value} is missing from data.resolved.roles`);
        break;
      }
      case 7: {
        const user = resolvedUser(resolved, value);
        const role = user ? undefined : ownEntry<APIRole>(resolved?.roles, value);
        if (user) users.push(user);
        else if (role) roles.push(role);
        else
          issues.push(
            `data.values[${i}]: ${value} is in neither data.resolved.users nor data.resolved.roles`,
          );
        break;
      }
      case 8: {
        const channel = ownEntry<ResolvedChannel>(resolved?.channels, value);
        if (channel) channels.push(channel);
        else issues.push(`data.values[${i}]: channel ${value} is missing from data.resolved.channels`);
        break;
      }
    }
  });
  return { values, users, roles, channels, issues };
}
