import { DefaultServiceOrigin, type Logger } from '@slashkit/api';
import type { ApiCallOptions } from '../api-call-options.js';
import type { AuthClientOptions } from '../auth-client-options.js';
import type { TokenEndpointOptions } from '../token-endpoint-options.js';
import { parseApiBaseUrl, parseUrlOption } from './urls.js';

/**
 * What an `AuthClient` keeps of its options, checked once when it is made (`INVALID_ARGUMENT` for a
 * malformed URL, an `apiBaseUrl` in plain http to another machine), and the options of each call it makes
 * from them: the token endpoint's, with the client's id and secret, and the API's, which never carry the
 * secret. Private fields keep the secret out of `console.log`, `util.inspect` and `JSON.stringify`.
 */
export class ClientSettings {
  /** The authorize page's origin. */
  readonly authorizeOrigin: string;
  /** The API base URL, version included, without trailing slashes. */
  readonly apiBaseUrl: string;
  /** The `iss` callbacks must carry (`false`: not checked; undefined: the authorize origin). */
  readonly issuer: string | false | undefined;
  /** The clock, when one was given. */
  readonly now: (() => number) | undefined;
  readonly #clientSecret: string | undefined;
  readonly #fetch: typeof globalThis.fetch | undefined;
  readonly #logger: Logger | undefined;
  readonly #userAgent: string | undefined;

  constructor(options: AuthClientOptions) {
    this.authorizeOrigin = parseUrlOption(
      options.authorizeOrigin ?? DefaultServiceOrigin,
      'authorizeOrigin',
      'https://discord.com',
    ).origin;
    this.apiBaseUrl = parseApiBaseUrl(options.apiBaseUrl);
    this.issuer = options.issuer;
    this.now = options.now;
    this.#clientSecret = options.clientSecret;
    this.#fetch = options.fetch;
    this.#logger = options.logger;
    this.#userAgent = options.userAgent;
  }

  /** The issuer ID tokens must name: the `issuer` option, else the authorize origin. */
  get idTokenIssuer(): string {
    return typeof this.issuer === 'string' ? this.issuer : this.authorizeOrigin;
  }

  /** The options of a call made with a user's access token (or of the OpenID documents). */
  forApi(): ApiCallOptions {
    const options: ApiCallOptions = {
      apiBaseUrl: this.apiBaseUrl,
      fetch: this.#fetch,
      userAgent: this.#userAgent,
    };
    if (this.#logger) options.logger = this.#logger;
    return options;
  }

  /** The options of a token endpoint call for the application `clientId`, with the client secret. */
  forToken(clientId: bigint): TokenEndpointOptions {
    const options: TokenEndpointOptions = {
      ...this.forApi(),
      clientId,
      clientSecret: this.#clientSecret,
    };
    if (this.now) options.now = this.now;
    return options;
  }
}
