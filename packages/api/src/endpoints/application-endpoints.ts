import type { APIApplication, RESTPatchAPICurrentApplicationJSONBody } from '../types/application.js';
import type { APIOAuth2Application } from '../types/oauth2.js';
import { defineEndpoint } from './define-endpoint.js';

const read = { auth: ['bot'], major: [], global: true, replay: 'always' } as const;

/**
 * The operations on the application of a Bot token.
 * @see {@link https://discord.com/developers/docs/resources/application | Application resource}
 */
export const ApplicationEndpoints = {
  getMyApplication: defineEndpoint<{ result: APIApplication }>()({
    operationId: 'get_my_application',
    method: 'GET',
    route: '/applications/@me',
    ...read,
  }),
  getMyOauth2Application: defineEndpoint<{ result: APIOAuth2Application }>()({
    operationId: 'get_my_oauth2_application',
    method: 'GET',
    route: '/oauth2/applications/@me',
    ...read,
  }),
  // An edit is idempotent: the same body twice ends in the same settings.
  updateMyApplication: defineEndpoint<{
    body: RESTPatchAPICurrentApplicationJSONBody;
    result: APIApplication;
  }>()({
    operationId: 'update_my_application',
    method: 'PATCH',
    route: '/applications/@me',
    ...read,
  }),
} as const;
