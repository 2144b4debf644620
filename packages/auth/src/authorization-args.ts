import { ApplicationIntegrationType } from '@slashkit/api';
import { AuthError } from './auth-error.js';
import type { AuthorizationCodeChallenge } from './authorization-code-challenge.js';
import { type ClientIdInput, toClientId } from './client-id.js';

/** The contents of a valid {@link AuthorizationArgs}; `undefined` means "not set". */
interface Contents {
  clientId: bigint | undefined;
  scopes: string;
  state: string | undefined;
  nonce: string | undefined;
  codeChallenge: AuthorizationCodeChallenge | undefined;
  integrationType: ApplicationIntegrationType | undefined;
  customSchemeParam: string | undefined;
}

/**
 * The properties {@link AuthorizationArgs} can be constructed with; each goes through its setter.
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs}
 */
export interface AuthorizationArgsInit {
  /** ClientId: a bigint or a snowflake string; unset uses the client's `setApplicationId` value. */
  clientId?: ClientIdInput | undefined;
  /** Scopes, space-separated, e.g. `DefaultCommunicationScopes`. */
  scopes?: string | undefined;
  /** State; leave it unset to get 32 secure random bytes per request. */
  state?: string | undefined;
  /** Nonce, for backends that verify ID tokens. */
  nonce?: string | undefined;
  /** CodeChallenge: the `challenge` of `createAuthorizationCodeVerifier()`. */
  codeChallenge?: AuthorizationCodeChallenge | undefined;
  /** IntegrationType: `GuildInstall` (0) or `UserInstall` (1). */
  integrationType?: ApplicationIntegrationType | undefined;
  /** CustomSchemeParam: the URI scheme `X` of the mobile redirect `X:/authorize/callback`. */
  customSchemeParam?: string | undefined;
}

// RFC 3986 §3.1 scheme syntax.
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const INTEGRATION_TYPES: readonly number[] = Object.values(ApplicationIntegrationType);

/**
 * The arguments of an authorization: which application, which scopes, and the optional state, nonce, PKCE
 * challenge, installation type and mobile redirect scheme. Each property has a getter and a
 * `set<Property>` setter (setters return `this` to allow chaining). Copy with {@link clone}, move with
 * {@link take}; `nullobj` and moved-from objects are invalid and every accessor on them throws.
 * @example
 * const args = new AuthorizationArgs();
 * args.setScopes(DefaultCommunicationScopes);
 * args.setCodeChallenge((await createAuthorizationCodeVerifier()).challenge);
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs}
 */
export class AuthorizationArgs {
  /**
   * An uninitialised, invalid instance: `isValid()` is false and every accessor throws. Use it as a "no
   * args" placeholder that fails loudly when used.
   * @example
   * let pending = AuthorizationArgs.nullobj; // until the player clicks "Sign in"
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (nullobj)
   */
  static readonly nullobj: AuthorizationArgs = AuthorizationArgs.#createNullObject();

  #contents: Contents | undefined;
  #why: 'null' | 'moved' | undefined;

  /**
   * Creates valid args; properties given in `init` are set through their setters (and validated).
   * @example
   * new AuthorizationArgs({ scopes: DefaultPresenceScopes, integrationType: ApplicationIntegrationType.UserInstall });
   */
  constructor(init?: AuthorizationArgsInit) {
    this.#contents = {
      clientId: undefined,
      scopes: '',
      state: undefined,
      nonce: undefined,
      codeChallenge: undefined,
      integrationType: undefined,
      customSchemeParam: undefined,
    };
    if (!init) return;
    if (init.clientId !== undefined) this.setClientId(init.clientId);
    if (init.scopes !== undefined) this.setScopes(init.scopes);
    this.setState(init.state);
    this.setNonce(init.nonce);
    this.setCodeChallenge(init.codeChallenge);
    this.setIntegrationType(init.integrationType);
    this.setCustomSchemeParam(init.customSchemeParam);
  }

  /**
   * Whether this object holds contents: the Social SDK's boolean conversion. JavaScript objects are always
   * truthy, so `if (args)` cannot tell; call `isValid()` instead. False for `nullobj` and after `take()`.
   * @example
   * if (!args.isValid()) args = new AuthorizationArgs();
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (boolean conversion)
   */
  isValid(): boolean {
    return this.#contents !== undefined;
  }

  /**
   * A deep copy: changing either object afterwards leaves the other as it was. Throws on an invalid object.
   * @example
   * const presence = args.clone().setScopes(DefaultPresenceScopes);
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (copy)
   */
  clone(): AuthorizationArgs {
    const contents = this.#read('clone()');
    const copy = new AuthorizationArgs();
    copy.#contents = {
      ...contents,
      codeChallenge: contents.codeChallenge && Object.freeze({ ...contents.codeChallenge }),
    };
    return copy;
  }

  /**
   * Moves the contents into a new object and leaves this one invalid (its accessors then throw), like a
   * C++ move. Throws on an invalid object.
   * @example
   * const owned = args.take(); // args.isValid() === false
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (move)
   */
  take(): AuthorizationArgs {
    const contents = this.#read('take()');
    const moved = new AuthorizationArgs();
    moved.#contents = contents;
    this.#contents = undefined;
    this.#why = 'moved';
    return moved;
  }

  /**
   * The application id, or `undefined` to use the client's `setApplicationId` value.
   * @example
   * args.clientId; // 1234567890123456789n
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (ClientId)
   */
  get clientId(): bigint | undefined {
    return this.#read('clientId').clientId;
  }

  /**
   * Sets ClientId from a bigint or a snowflake string (never a number, which loses digits); `undefined`
   * falls back to the client's application id.
   * @example
   * args.setClientId('1234567890123456789');
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (ClientId)
   */
  setClientId(clientId: ClientIdInput | undefined): this {
    const contents = this.#read('setClientId()');
    contents.clientId = clientId === undefined ? undefined : toClientId(clientId);
    return this;
  }

  /**
   * The space-separated scopes; empty until set.
   * @example
   * args.scopes; // 'openid sdk.social_layer'
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (Scopes)
   */
  get scopes(): string {
    return this.#read('scopes').scopes;
  }

  /**
   * Sets the space-separated scopes, usually `DefaultCommunicationScopes` or `DefaultPresenceScopes` plus
   * any extra scope the game needs (the user must grant each).
   * @example
   * args.setScopes(`${DefaultCommunicationScopes} identify`);
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (Scopes)
   */
  setScopes(scopes: string): this {
    const contents = this.#read('setScopes()');
    if (typeof scopes !== 'string') {
      throw new AuthError(
        'INVALID_ARGUMENT',
        `Scopes must be a space-separated string such as DefaultCommunicationScopes; got ${typeof scopes}.`,
      );
    }
    contents.scopes = scopes;
    return this;
  }

  /**
   * The state sent with the request, or `undefined` (recommended) to let the SDK generate a secure one.
   * @example
   * args.state; // undefined
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (State)
   */
  get state(): string | undefined {
    return this.#read('state').state;
  }

  /**
   * Sets the state; leave it unset so a secure random value is generated per request.
   * @example
   * args.setState(undefined);
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (State)
   */
  setState(state: string | undefined): this {
    const contents = this.#read('setState()');
    contents.state = optionalText(state, 'State', 'leave it undefined to get a secure random state');
    return this;
  }

  /**
   * The nonce, for backends that verify ID tokens.
   * @example
   * args.nonce; // undefined
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (Nonce)
   */
  get nonce(): string | undefined {
    return this.#read('nonce').nonce;
  }

  /**
   * Sets the nonce that an ID token will echo.
   * @example
   * args.setNonce(crypto.randomUUID());
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (Nonce)
   */
  setNonce(nonce: string | undefined): this {
    const contents = this.#read('setNonce()');
    contents.nonce = optionalText(nonce, 'Nonce', 'leave it undefined to send none');
    return this;
  }

  /**
   * The PKCE challenge, or `undefined` (the authorize call then creates a verifier itself).
   * @example
   * args.codeChallenge; // { challenge: 'E9Mel…', method: 'S256' }
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CodeChallenge)
   */
  get codeChallenge(): AuthorizationCodeChallenge | undefined {
    return this.#read('codeChallenge').codeChallenge;
  }

  /**
   * Sets the PKCE challenge: pass the `challenge` of `createAuthorizationCodeVerifier()` and keep its
   * `verifier` for the token exchange.
   * @example
   * args.setCodeChallenge(pkce.challenge);
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CodeChallenge)
   */
  setCodeChallenge(codeChallenge: AuthorizationCodeChallenge | undefined): this {
    const contents = this.#read('setCodeChallenge()');
    if (codeChallenge === undefined) {
      contents.codeChallenge = undefined;
      return this;
    }
    if (typeof codeChallenge !== 'object' || codeChallenge === null || codeChallenge.method !== 'S256') {
      throw new AuthError(
        'INVALID_ARGUMENT',
        "CodeChallenge must be { challenge, method: 'S256' } (the service supports S256 only); pass the challenge of createAuthorizationCodeVerifier().",
      );
    }
    if (typeof codeChallenge.challenge !== 'string' || !CHALLENGE.test(codeChallenge.challenge)) {
      throw new AuthError(
        'INVALID_ARGUMENT',
        'CodeChallenge.challenge must be 43 base64url characters (BASE64URL(SHA-256(verifier))); compute it with computeCodeChallenge(verifier).',
      );
    }
    // A frozen private copy, so later changes to the caller's object cannot alter these args.
    contents.codeChallenge = Object.freeze({ challenge: codeChallenge.challenge, method: 'S256' });
    return this;
  }

  /**
   * The installation type the app will get, or `undefined` for the app's default.
   * @example
   * args.integrationType; // 1 (ApplicationIntegrationType.UserInstall)
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (IntegrationType)
   */
  get integrationType(): ApplicationIntegrationType | undefined {
    return this.#read('integrationType').integrationType;
  }

  /**
   * Sets the installation type: `ApplicationIntegrationType.GuildInstall` (0) or `UserInstall` (1).
   * @example
   * args.setIntegrationType(ApplicationIntegrationType.UserInstall);
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (IntegrationType)
   */
  setIntegrationType(integrationType: ApplicationIntegrationType | undefined): this {
    const contents = this.#read('setIntegrationType()');
    if (integrationType !== undefined && !INTEGRATION_TYPES.includes(integrationType)) {
      throw new AuthError(
        'INVALID_ARGUMENT',
        `IntegrationType must be ApplicationIntegrationType.GuildInstall (0) or UserInstall (1); got ${String(integrationType)}.`,
      );
    }
    contents.integrationType = integrationType;
    return this;
  }

  /**
   * The custom URI scheme of the mobile redirect, or `undefined` for `discord-<application id>`.
   * @example
   * args.customSchemeParam; // 'mygame'
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CustomSchemeParam)
   */
  get customSchemeParam(): string | undefined {
    return this.#read('customSchemeParam').customSchemeParam;
  }

  /**
   * Sets the mobile redirect scheme: `X` gives the redirect `X:/authorize/callback`. Useful to tell apart
   * several games of one developer.
   * @example
   * args.setCustomSchemeParam('mygame'); // redirect mygame:/authorize/callback
   * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CustomSchemeParam)
   */
  setCustomSchemeParam(customSchemeParam: string | undefined): this {
    const contents = this.#read('setCustomSchemeParam()');
    if (
      customSchemeParam !== undefined &&
      (typeof customSchemeParam !== 'string' || !SCHEME.test(customSchemeParam))
    ) {
      throw new AuthError(
        'INVALID_ARGUMENT',
        `CustomSchemeParam must be a URI scheme (a letter, then letters, digits, "+", "-" or "."; RFC 3986 §3.1) without ":" or "/"; got ${JSON.stringify(customSchemeParam)}.`,
      );
    }
    contents.customSchemeParam = customSchemeParam;
    return this;
  }

  /**
   * Builds the one invalid, frozen instance behind `nullobj`. A private static method (methods exist before
   * static fields run), so the public constructor always makes a valid object and no flag is needed.
   */
  static #createNullObject(): AuthorizationArgs {
    const instance = new AuthorizationArgs();
    instance.#contents = undefined;
    instance.#why = 'null';
    Object.freeze(instance);
    return instance;
  }

  /** The contents, or a clear error naming the accessor when this object is invalid. */
  #read(accessor: string): Contents {
    if (this.#contents) return this.#contents;
    const why =
      this.#why === 'moved'
        ? 'its contents were moved out by take()'
        : 'it is AuthorizationArgs.nullobj, an uninitialised instance';
    throw new AuthError(
      'INVALID_OBJECT',
      `AuthorizationArgs.${accessor} was used on an invalid object: ${why}. Use the object take() returned, or create one with new AuthorizationArgs(); check with isValid().`,
    );
  }
}

/** Validates an optional, non-empty string property. */
function optionalText(value: string | undefined, name: string, fix: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0) {
    throw new AuthError('INVALID_ARGUMENT', `${name} must be a non-empty string or undefined; ${fix}.`);
  }
  return value;
}
