import { type APIApplication, Endpoints } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * The application of the client's Bot token (`rest.applications`): what a bot reads about itself at
 * start-up.
 * @example
 * const { id: applicationId } = await rest.applications.getCurrentApplication();
 * @see {@link https://discord.com/developers/docs/resources/application | Application resource}
 */
export class ApplicationsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The application of the client's Bot token (`GET /applications/@me`): its id, name, flags, verify key,
   * bot user, owner, install settings and approximate counts.
   * @example
   * const { id: applicationId } = await rest.applications.getCurrentApplication();
   * @see {@link https://discord.com/developers/docs/resources/application#get-current-application | Get Current Application}
   */
  getCurrentApplication(options?: CallOptions): Promise<APIApplication> {
    return this.#core.send(Endpoints.getMyApplication, {}, undefined, options);
  }
}
