import type { ApplicationCommandOptionType } from '@slashkit/api';
import { describe } from './argument-checks.js';

/**
 * What an option or subcommand builder must look like to be added: its wire type, its type-level record,
 * and `toJSON`. Kept structural so that constraint checks stay cheap for the compiler.
 * @internal
 */
export interface BuilderLike<Type extends ApplicationCommandOptionType, Types> {
  readonly type: Type;
  readonly '~types': Types;
  toJSON(): unknown;
}

/**
 * The argument of `add…Option`/`addSubcommand…`: a builder, or a function that configures a fresh one.
 * @internal
 */
export type BuilderInput<Built, Fresh> = Built | ((builder: Fresh) => Built);

/**
 * One kind of child an `add…` method takes: the class of the fresh builder handed to a callback, the wire
 * type a passed builder must have, and the method's name for error messages.
 * @internal
 */
export interface ChildKind<T> {
  readonly Builder: new () => T;
  readonly type: ApplicationCommandOptionType;
  readonly method: string;
}

/**
 * Resolves a `BuilderInput` to a builder of `kind`, appends it to `parent.options` and returns `parent`
 * typed as the calling `add…` method declares (`Next`): adding a child only widens the parent's type, the
 * object stays the same. Throws a TypeError at the call when the input is not a builder of that kind.
 * @internal
 */
export function addChild<Child, Next>(
  parent: { readonly options: Child[] },
  input: unknown,
  kind: ChildKind<NoInfer<Child>>,
): Next {
  const built =
    typeof input === 'function' ? (input as (fresh: Child) => unknown)(new kind.Builder()) : input;
  // Checked structurally, not with instanceof, so that builders from another copy of the package pass.
  if (
    typeof built !== 'object' ||
    built === null ||
    (built as { type?: unknown }).type !== kind.type ||
    typeof (built as { toJSON?: unknown }).toJSON !== 'function'
  ) {
    throw new TypeError(
      `${kind.method}() takes a ${kind.Builder.name}, or a function that configures and returns the one it is given (got ${describe(built)})`,
    );
  }
  parent.options.push(built as Child);
  return parent as unknown as Next;
}
