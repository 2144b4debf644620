import type { APIApplication, APIGatewayBotInfo, APIGatewayInfo } from '@slashkit/api';
import type { CallOptions } from '../call-options.js';

/**
 * What a bot reads at start-up: its own application, and where the gateway is.
 * @example
 * const methods: ApplicationMethods = new REST({ token });
 * @see README "Methods"
 */
export interface ApplicationMethods {
  /**
   * The application of the client's Bot token (`GET /applications/@me`): its id, name, flags, verify key,
   * bot user, owner, install settings and approximate counts.
   * @example
   * const { id: applicationId } = await rest.getCurrentApplication();
   * @see {@link https://discord.com/developers/docs/resources/application#get-current-application | Get Current Application}
   */
  getCurrentApplication(options?: CallOptions): Promise<APIApplication>;

  /**
   * The gateway URL (`GET /gateway`, no token needed).
   * @example
   * const { url } = await rest.getGateway();
   * @see {@link https://discord.com/developers/docs/events/gateway#get-gateway | Get Gateway}
   */
  getGateway(options?: CallOptions): Promise<APIGatewayInfo>;

  /**
   * The gateway URL with what the bot's sessions need (`GET /gateway/bot`): the recommended shard count and
   * the identify budget (`session_start_limit`).
   * @example
   * const { url, shards, session_start_limit } = await rest.getGatewayBot();
   * @see {@link https://discord.com/developers/docs/events/gateway#get-gateway-bot | Get Gateway Bot}
   */
  getGatewayBot(options?: CallOptions): Promise<APIGatewayBotInfo>;
}
