import type { EmulatorContext } from '../emulator-context.js';
import type { OAuthGrantHandler } from './oauth-grant-handler.js';

/**
 * The token endpoint's grant types by `grant_type`: the endpoint dispatches to them and the RFC 8414
 * metadata lists them. Features that bring a grant (the authorization-code flow) register theirs here.
 */
export class OAuthGrantRegistry {
  readonly #handlers = new Map<string, OAuthGrantHandler>();

  /** Registers (or replaces) the handler of one `grant_type`. */
  set(grantType: string, handler: OAuthGrantHandler): void {
    this.#handlers.set(grantType, handler);
  }

  /** The handler of a `grant_type`, if one is registered. */
  get(grantType: string): OAuthGrantHandler | undefined {
    return this.#handlers.get(grantType);
  }

  /** The registered grant types, in registration order. */
  types(): string[] {
    return [...this.#handlers.keys()];
  }
}

// One registry per emulator, owned by the token endpoint rather than by the shared context. Keyed by the
// emulator's context, so two emulators in one process never share grants, and it goes when the emulator does.
const registries = new WeakMap<EmulatorContext, OAuthGrantRegistry>();

/**
 * The token endpoint's grant registry of one emulator (created on first use, so features may register in
 * any setup order).
 */
export function oauthGrants(context: EmulatorContext): OAuthGrantRegistry {
  let registry = registries.get(context);
  if (!registry) {
    registry = new OAuthGrantRegistry();
    registries.set(context, registry);
  }
  return registry;
}
