import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';

/**
 * What a command is registered with: a builder of @slashkit/builders (anything whose `toJSON` gives the
 * command's body), or the plain JSON body itself.
 */
export type CommandDefinition =
  | { toJSON(options?: { validate?: boolean }): RESTPostAPIApplicationCommandJSONBody }
  | RESTPostAPIApplicationCommandJSONBody;

/** The JSON body of a definition, read without validation (the builders validate when you sync). */
export const definitionBody = (definition: CommandDefinition): RESTPostAPIApplicationCommandJSONBody =>
  'toJSON' in definition && typeof definition.toJSON === 'function'
    ? definition.toJSON({ validate: false })
    : (definition as RESTPostAPIApplicationCommandJSONBody);
