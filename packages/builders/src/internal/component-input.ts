// How the layout builders take their children: a builder, the child's wire JSON, or a function that fills a
// fresh builder (as discord.js's builders take them), and how a child becomes JSON for its parent.

/**
 * A child component given as its builder, as its wire JSON, or as a function that configures a fresh
 * builder, e.g. `(text) => text.setContent('Hi')`.
 */
export type ComponentInput<Builder, Json> = Builder | Json | ((builder: Builder) => Builder);

/** Anything with the builders' `toJSON`. @internal */
export interface JSONEncodable<Json> {
  toJSON(options?: { validate?: boolean }): Json;
}

const isEncodable = (value: unknown): value is JSONEncodable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * The builder or JSON to keep for a child input: a function gets a fresh builder from `create`. Anything
 * but an object or a function is refused at the call, where the stack trace points at the mistake.
 * @internal
 */
export function childOf<Builder, Json>(
  input: ComponentInput<Builder, Json>,
  create: () => Builder,
  what: string,
): Builder | Json {
  const child = typeof input === 'function' ? (input as (builder: Builder) => Builder)(create()) : input;
  if (typeof child !== 'object' || child === null)
    throw new TypeError(`${what}: expected a builder, a function that fills one, or the component's JSON`);
  return child;
}

/** A child's JSON, unvalidated (its parent checks the whole), a fresh copy. @internal */
export function jsonOf<Json>(child: JSONEncodable<Json> | Json): Json {
  return isEncodable(child) ? (child.toJSON({ validate: false }) as Json) : structuredClone(child as Json);
}
