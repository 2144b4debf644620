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
 * Resolves a `BuilderInput` to a builder of the expected wire type, or throws a TypeError at the call.
 * @internal
 */
export function resolveBuilder<T extends { readonly type: number }>(
  input: unknown,
  Builder: new () => T,
  type: number,
  method: string,
): T {
  const built = typeof input === 'function' ? (input as (fresh: T) => unknown)(new Builder()) : input;
  if (
    typeof built !== 'object' ||
    built === null ||
    (built as { type?: unknown }).type !== type ||
    typeof (built as { toJSON?: unknown }).toJSON !== 'function'
  ) {
    throw new TypeError(
      `${method}() takes a ${Builder.name}, or a function that configures and returns the one it is given (got ${describe(built)})`,
    );
  }
  return built as T;
}
