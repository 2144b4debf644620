import type { OptionEntry } from './option-entry.js';

/**
 * The object a handler receives for a union of option records: required options as `name: T`, the others
 * as `name?: T`.
 * @example
 * type Roll = OptionValues<OptionEntry<'sides', true, number> | OptionEntry<'label', false, string>>;
 * // { sides: number; label?: string }
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`required`)
 */
export type OptionValues<Entries extends OptionEntry> = Simplify<
  { [E in Entries as E['required'] extends true ? E['name'] : never]: E['value'] } & {
    [E in Entries as E['required'] extends true ? never : E['name']]?: E['value'];
  }
>;

/** Flattens an intersection into one object type, so editors show `{ a: …; b?: … }`. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};
