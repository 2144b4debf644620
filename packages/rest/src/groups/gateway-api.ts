import { type APIGatewayBotInfo, type APIGatewayInfo, Endpoints } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * Where the gateway is (`rest.gateway`), and what a bot's sessions may do there.
 * @example
 * const { url, shards } = await rest.gateway.getGatewayBot();
 * @see {@link https://discord.com/developers/docs/events/gateway | Gateway}
 */
export class GatewayAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The gateway URL (`GET /gateway`, no token needed).
   * @example
   * const { url } = await rest.gateway.getGateway();
   * @see {@link https://discord.com/developers/docs/events/gateway#get-gateway | Get Gateway}
   */
  getGateway(options?: CallOptions): Promise<APIGatewayInfo> {
    return this.#core.send(Endpoints.getGateway, {}, undefined, options);
  }

  /**
   * The gateway URL with what the bot's sessions need (`GET /gateway/bot`): the recommended shard count and
   * the identify budget (`session_start_limit`).
   * @example
   * const { url, shards, session_start_limit } = await rest.gateway.getGatewayBot();
   * @see {@link https://discord.com/developers/docs/events/gateway#get-gateway-bot | Get Gateway Bot}
   */
  getGatewayBot(options?: CallOptions): Promise<APIGatewayBotInfo> {
    return this.#core.send(Endpoints.getBotGateway, {}, undefined, options);
  }
}
