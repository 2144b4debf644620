// The static property holding a class's brand, shared by every copy of every slashkit package.
const brandOf = Symbol.for('slashkit.error.brand');

type BrandedClass = { [brandOf]?: symbol };

/**
 * The base of every error slashkit throws: a stable string `code` to branch on, and an `instanceof` that
 * holds across duplicate installs (two copies of a package in one `node_modules`, or its ESM and CJS builds
 * side by side): each class is branded with a `Symbol.for` key on its prototype (see {@link brandError}), and
 * `instanceof` checks the brand before the prototype chain, as undici does for its errors.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); }
 * catch (error) { if (error instanceof SlashkitError) console.log(error.code); }
 */
export class SlashkitError<Code extends string = string> extends Error {
  static {
    brandError(SlashkitError, '@slashkit/api/SlashkitError');
  }

  /** A stable identifier of the kind of failure, unchanged between versions. */
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.name = new.target.name;
  }

  /** Whether `value` is an instance of this class, from this copy of the package or another. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // `this` is the class on the right of `instanceof` (a subclass inherits this method), not SlashkitError.
    // biome-ignore lint/complexity/noThisInStatic: the subclass asked, as above.
    const target = this as unknown as BrandedClass & object;
    const brand = Object.hasOwn(target, brandOf) ? target[brandOf] : undefined;
    if (brand !== undefined && typeof value === 'object' && value !== null && brand in value) return true;
    return Function.prototype[Symbol.hasInstance].call(target, value);
  }
}

/**
 * Brands an error class with `name` (`'@slashkit/rest/APIError'`), so that `instanceof` it answers true for
 * its instances from any copy of its package. Call it once per class, in a static block.
 * @example
 * class APIError extends RESTError {
 *   static { brandError(this, '@slashkit/rest/APIError'); }
 * }
 */
export function brandError(target: { readonly prototype: Error }, name: string): void {
  const brand = Symbol.for(`slashkit.error:${name}`);
  Object.defineProperty(target, brandOf, { value: brand });
  Object.defineProperty(target.prototype, brand, { value: true });
}
