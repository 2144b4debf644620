import type { APIRole } from '@slashkit/api';

/** The fields of a role that its audit log entries record changes of. */
export const roleAuditKeys = [
  'name',
  'permissions',
  'color',
  'colors',
  'hoist',
  'mentionable',
  'icon',
  'unicode_emoji',
] as const satisfies readonly (keyof APIRole)[];
