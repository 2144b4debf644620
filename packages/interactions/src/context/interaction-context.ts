import type { ApplicationCommandType } from '@slashkit/api';
import type { BaseInteractionContext } from './base-interaction-context.js';

/**
 * What every command and autocomplete context carries: the common fields and the command's id, name and
 * type.
 */
export interface InteractionContext extends BaseInteractionContext {
  /** The command's id. */
  readonly commandId: string;
  /** The command's default (unlocalized) name. */
  readonly commandName: string;
  /** The command's type: CHAT_INPUT 1, USER 2, MESSAGE 3, PRIMARY_ENTRY_POINT 4. */
  readonly commandType: ApplicationCommandType;
}
