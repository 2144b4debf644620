import type { APIGatewayBotInfo, APIGatewayInfo } from '../types/gateway.js';
import { defineEndpoint } from './define-endpoint.js';

const read = { major: [], global: true, replay: 'always' } as const;

/**
 * Where to connect to the gateway, and (for a bot) how many shards and session starts it has.
 * @see {@link https://discord.com/developers/docs/events/gateway#get-gateway | Get Gateway}
 */
export const GatewayEndpoints = {
  getGateway: defineEndpoint<{ result: APIGatewayInfo }>()({
    operationId: 'get_gateway',
    method: 'GET',
    route: '/gateway',
    auth: ['none'],
    ...read,
  }),
  getBotGateway: defineEndpoint<{ result: APIGatewayBotInfo }>()({
    operationId: 'get_bot_gateway',
    method: 'GET',
    route: '/gateway/bot',
    auth: ['bot'],
    ...read,
  }),
} as const;
