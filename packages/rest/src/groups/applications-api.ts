import {
  type APIApplication,
  type APIApplicationRoleConnectionMetadata,
  Endpoints,
  type RESTPatchAPICurrentApplicationJSONBody,
  type RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * The application of the client's Bot token (`rest.applications`): what a bot reads about itself at
 * start-up, and the Linked Roles metadata records it declares.
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

  /**
   * Edits the application of the client's Bot token (`PATCH /applications/@me`): description, tags,
   * install params, the limited intent flags, and the interactions and event webhooks URLs (each checked
   * by the service with a signed PING before it is saved), Webhook Events on or off and their types, the
   * icon and the cover image (image data: `data:image/png;base64,…`; null removes one).
   * @example
   * await rest.applications.editCurrentApplication({
   *   event_webhooks_url: 'https://bot.example.com/events',
   *   event_webhooks_status: 2,
   *   event_webhooks_types: ['APPLICATION_AUTHORIZED', 'ENTITLEMENT_CREATE'],
   * });
   * @see {@link https://discord.com/developers/docs/resources/application#edit-current-application | Edit Current Application}
   */
  editCurrentApplication(
    body: RESTPatchAPICurrentApplicationJSONBody,
    options?: CallOptions,
  ): Promise<APIApplication> {
    return this.#core.send(Endpoints.updateMyApplication, {}, body, options);
  }

  /**
   * The application's Linked Roles metadata records (`GET /applications/{application.id}/role-connections/metadata`):
   * the fields (at most 5) a guild may ask a user's role connection to meet on a role.
   * @example
   * const records = await rest.applications.getRoleConnectionMetadataRecords(appId);
   * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#get-application-role-connection-metadata-records | Get Application Role Connection Metadata Records}
   */
  getRoleConnectionMetadataRecords(
    applicationId: Snowflake,
    options?: CallOptions,
  ): Promise<APIApplicationRoleConnectionMetadata[]> {
    return this.#core.send(
      Endpoints.getApplicationRoleConnectionsMetadata,
      { applicationId },
      undefined,
      options,
    );
  }

  /**
   * Replaces the application's Linked Roles metadata records
   * (`PUT /applications/{application.id}/role-connections/metadata`): every record it declares from now on
   * (at most 5; an empty list removes them all). Answers the records as stored; users' connections then
   * send values for these keys.
   * @example
   * await rest.applications.updateRoleConnectionMetadataRecords(appId, [
   *   {
   *     type: ApplicationRoleConnectionMetadataType.IntegerGreaterThanOrEqual,
   *     key: 'level',
   *     name: 'Level',
   *     description: 'Minimum level in the game',
   *   },
   * ]);
   * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#update-application-role-connection-metadata-records | Update Application Role Connection Metadata Records}
   */
  updateRoleConnectionMetadataRecords(
    applicationId: Snowflake,
    records: RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
    options?: CallOptions,
  ): Promise<APIApplicationRoleConnectionMetadata[]> {
    return this.#core.send(
      Endpoints.updateApplicationRoleConnectionsMetadata,
      { applicationId },
      records,
      options,
    );
  }
}
