import type { APIApplicationCommandInteraction, ApplicationCommandType } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { EntryPointContext } from './entry-point-context.js';
import { HandlerContext } from './handler-context.js';

/**
 * The runtime context of a command handler: the common fields and the command's id, name and type.
 * Entry-point commands and `onUnknownCommand` get it as it is; slash commands add their options
 * (`ChatInputHandlerContext`), context menus their target (`TargetHandlerContext`).
 */
export class CommandHandlerContext extends HandlerContext implements EntryPointContext {
  declare readonly interaction: APIApplicationCommandInteraction;
  readonly commandId: string;
  readonly commandName: string;
  readonly commandType: ApplicationCommandType;

  constructor(interaction: APIApplicationCommandInteraction, responder: InteractionResponder) {
    super(interaction, responder);
    const data = interaction.data;
    this.commandId = data.id;
    this.commandName = data.name;
    this.commandType = data.type;
  }
}
