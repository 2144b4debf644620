import { ApplicationCommandType, type RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { commandTypeNames } from '@slashkit/api/validation';
import type { CommandRegistration } from '../command.js';
import { definitionBody } from '../command-definition.js';
import { InteractionError } from '../interaction-error.js';

/** A registration with its definition read once, ready for routing. */
export interface RoutedCommand {
  readonly body: RESTPostAPIApplicationCommandJSONBody;
  readonly type: number;
  readonly handlers: CommandRegistration['handlers'];
}

/** The readable name of a command type, for messages. */
export const commandTypeLabel = (type: unknown): string =>
  (typeof type === 'number' && commandTypeNames[type]) || `type ${String(type)}`;

/**
 * The commands by type and name: names are unique per type on the service, so a USER and a CHAT_INPUT
 * command may share one.
 */
export class CommandRegistry {
  /** In registration order (what `bodies()` lists). */
  readonly #commands: RoutedCommand[] = [];
  /** By type, then name: a lookup builds no key string for the interaction. */
  readonly #byType = new Map<number, Map<string, RoutedCommand>>();

  constructor(registrations: readonly CommandRegistration[]) {
    for (const [i, registration] of registrations.entries()) {
      if (!registration?.handlers || !registration.definition)
        throw new TypeError(`commands[${i}]: expected a command(...) registration.`);
      const body = definitionBody(registration.definition);
      const type = body.type ?? ApplicationCommandType.ChatInput;
      let named = this.#byType.get(type);
      if (named === undefined) {
        named = new Map();
        this.#byType.set(type, named);
      }
      if (named.has(body.name))
        throw new InteractionError(
          'DUPLICATE_COMMAND',
          `commands[${i}]: a ${commandTypeLabel(type)} command named "${body.name}" is already registered; names are unique per command type.`,
        );
      const command: RoutedCommand = { body, type, handlers: registration.handlers };
      named.set(body.name, command);
      this.#commands.push(command);
    }
  }

  /** The command for an interaction's `data.type` and `data.name`. */
  get(type: number, name: string): RoutedCommand | undefined {
    return this.#byType.get(type)?.get(name);
  }

  /** Every definition, in registration order: what to sync with the service. */
  bodies(): RESTPostAPIApplicationCommandJSONBody[] {
    return this.#commands.map((command) => command.body);
  }
}
