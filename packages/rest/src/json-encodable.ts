/**
 * Anything that turns itself into a JSON body, like the builders of @slashkit/builders; bodies accept either
 * plain JSON or one of these.
 * @example
 * await rest.createGlobalCommand(appId, new SlashCommandBuilder().setName('ping').setDescription('Pong!'));
 * @see README "Methods"
 */
export interface JSONEncodable<T> {
  toJSON(): T;
}
