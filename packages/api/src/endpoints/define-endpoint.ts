import type { Endpoint, EndpointDefinition, EndpointTypes, RouteParamName } from './endpoint.js';

/**
 * Defines one row of {@link Endpoints}: the types first (body, result, query), then the facts as plain
 * data. The row is frozen, and its literal route types its parameters.
 * @example
 * const getChannel = defineEndpoint<{ result: APIChannel }>()({
 *   operationId: 'get_channel', method: 'GET', route: '/channels/:channelId',
 *   auth: ['bot'], major: ['channelId'], global: true, replay: 'always',
 * });
 */
export function defineEndpoint<Types extends EndpointTypes = Record<never, never>>() {
  return <const Row extends EndpointDefinition>(
    row: Row & { readonly major: readonly RouteParamName<Row['route']>[] },
  ): Row & Endpoint<Row['route'], Types> => Object.freeze(row) as Row & Endpoint<Row['route'], Types>;
}
