/**
 * Anything that turns itself into a JSON body, like the builders of @slashkit/builders; bodies accept either
 * plain JSON or one of these.
 * @example
 * await rest.commands.createGlobalCommand(appId, new SlashCommandBuilder().setName('ping').setDescription('Pong!'));
 * @see README "Methods"
 */
export interface JSONEncodable<T> {
  toJSON(): T;
}

/** A request body as the methods take it: plain JSON, or anything that turns itself into it. */
export type Encodable<T> = T | JSONEncodable<T>;
