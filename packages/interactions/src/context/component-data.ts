import type { APIRole } from '@slashkit/api';
import type { ResolvedChannel, ResolvedUser } from '@slashkit/builders';

/** What a click carries for its handler. */
export interface ComponentData {
  values: readonly string[];
  users: readonly ResolvedUser[];
  roles: readonly APIRole[];
  channels: readonly ResolvedChannel[];
  /** Every mismatch (a value missing from `resolved`, a value not among the options); empty when fine. */
  issues: string[];
}
