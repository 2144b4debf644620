import type { APIApplicationCommandAutocompleteInteraction, ApplicationCommandType } from '@slashkit/api';
import type { InteractionResponder } from '../respond/interaction-responder.js';
import type { AutocompleteContext } from './autocomplete-context.js';
import type { FocusedOption } from './focused-option.js';
import { HandlerContext } from './handler-context.js';

/**
 * The runtime context of an autocomplete handler: the command's id, name and type, the options already
 * filled, and the focused one.
 */
export class AutocompleteHandlerContext extends HandlerContext implements AutocompleteContext {
  declare readonly interaction: APIApplicationCommandAutocompleteInteraction;
  readonly commandId: string;
  readonly commandName: string;
  readonly commandType: ApplicationCommandType;
  readonly options: Record<string, unknown>;
  readonly focused: FocusedOption;

  constructor(
    interaction: APIApplicationCommandAutocompleteInteraction,
    responder: InteractionResponder,
    options: Record<string, unknown>,
    focused: FocusedOption,
  ) {
    super(interaction, responder);
    const data = interaction.data;
    this.commandId = data.id;
    this.commandName = data.name;
    this.commandType = data.type;
    this.options = options;
    this.focused = focused;
  }
}
