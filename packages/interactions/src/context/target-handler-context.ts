import type { APIApplicationCommandInteraction, APIMessage } from '@slashkit/api';
import type { ResolvedUser } from '@slashkit/builders';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import { CommandHandlerContext } from './command-handler-context.js';

/**
 * The runtime context of a context-menu command (USER or MESSAGE): a command context with the user or
 * message acted on (`UserCommandContext`, `MessageCommandContext`).
 */
export class TargetHandlerContext<Target extends ResolvedUser | APIMessage> extends CommandHandlerContext {
  readonly targetId: string;
  readonly target: Target;

  constructor(
    interaction: APIApplicationCommandInteraction,
    responder: InteractionResponder,
    targetId: string,
    target: Target,
  ) {
    super(interaction, responder);
    this.targetId = targetId;
    this.target = target;
  }
}
