import type { APIApplicationCommandInteraction } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { ChatInputContext } from './chat-input-context.js';
import { CommandHandlerContext } from './command-handler-context.js';

/** The runtime context of a slash command (CHAT_INPUT) handler: a command context with its options. */
export class ChatInputHandlerContext extends CommandHandlerContext implements ChatInputContext {
  readonly options: Record<string, unknown>;

  constructor(
    interaction: APIApplicationCommandInteraction,
    responder: InteractionResponder,
    options: Record<string, unknown>,
  ) {
    super(interaction, responder);
    this.options = options;
  }
}
