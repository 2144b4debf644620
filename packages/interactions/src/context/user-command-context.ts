import type { ResolvedUser } from '@slashkit/builders';
import type { RepliableContext } from './repliable-context.js';

/** The context of a USER (user context menu) command: the user acted on, with their member in guilds. */
export interface UserCommandContext extends RepliableContext {
  /** The id of the user acted on. */
  readonly targetId: string;
  /** The user acted on, from `data.resolved`. */
  readonly target: ResolvedUser;
}
