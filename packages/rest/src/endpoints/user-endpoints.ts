import {
  type APIDMChannel,
  type APIPartialGuild,
  type APIUser,
  type RESTPostAPICurrentUserCreateDMChannelJSONBody,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { ListCurrentUserGuildsOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import { queryOf } from '../util/query-of.js';
import type { UserMethods } from './user-methods.js';

/** The user endpoints, over the request core: what {@link UserMethods} documents. */
export class UserEndpoints implements UserMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  getUser(userId: Snowflake, options?: CallOptions): Promise<APIUser> {
    return this.#core.call({
      method: 'GET',
      path: Routes.user(userId),
      route: RouteTemplates.user,
      majorParameter: '',
      auth: true,
      replay: 'always',
      options,
    });
  }

  getCurrentUserGuilds(options: ListCurrentUserGuildsOptions = {}): Promise<APIPartialGuild[]> {
    const { before, after, limit, withCounts } = options;
    return this.#core.call({
      method: 'GET',
      path: Routes.currentUserGuilds(),
      route: RouteTemplates.currentUserGuilds,
      majorParameter: '',
      auth: true,
      replay: 'always',
      query: queryOf({ before, after, limit, with_counts: withCounts ? true : undefined }),
      options,
    });
  }

  createDM(recipientId: Snowflake, options?: CallOptions): Promise<APIDMChannel> {
    const body: RESTPostAPICurrentUserCreateDMChannelJSONBody = { recipient_id: recipientId };
    return this.#core.call({
      method: 'POST',
      path: Routes.currentUserChannels(),
      route: RouteTemplates.currentUserChannels,
      majorParameter: '',
      auth: true,
      // Opening a DM twice gives the same channel: safe to replay.
      replay: 'always',
      body,
      options,
    });
  }
}
