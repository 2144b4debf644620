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
   * @see service-facts "Application and identity routes"
   */
  getCurrentApplication(options?: CallOptions): Promise<APIApplication>;

  /**
   * The gateway URL (`GET /gateway`, no token needed).
   * @example
   * const { url } = await rest.getGateway();
   * @see service-facts "Endpoints left out of the spec"
   */
  getGateway(options?: CallOptions): Promise<APIGatewayInfo>;

  /**
   * The gateway URL with what the bot's sessions need (`GET /gateway/bot`): the recommended shard count and
   * the identify budget (`session_start_limit`).
   * @example
   * const { url, shards, session_start_limit } = await rest.getGatewayBot();
   * @see service-facts "Endpoints left out of the spec", "Gateway"
   */
  getGatewayBot(options?: CallOptions): Promise<APIGatewayBotInfo>;
}
