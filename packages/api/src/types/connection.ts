import type { ConnectionVisibility } from '../enums/connection-service.js';
import type { APIGuildIntegration } from './guild-integration.js';

/**
 * An account a user connected to Discord (GitHub, Steam, …), as `GET /users/@me/connections` lists them
 * for an access token holding `connections`.
 * @see {@link https://discord.com/developers/docs/resources/user#connection-object | Connection object}
 */
export interface APIConnection {
  /** The account's id on the service. */
  id: string;
  /** The account's username on the service. */
  name: string;
  /** The service: one of `ConnectionService` (a string, so a service added later is read as it is). */
  type: string;
  revoked?: boolean;
  /** Partial guild integrations of the account (a Twitch or YouTube subscription). */
  integrations?: Partial<APIGuildIntegration>[];
  verified: boolean;
  friend_sync: boolean;
  /** Whether activities of the service show in the user's presence. */
  show_activity: boolean;
  /** Whether the connection has a matching OAuth2 token on the service's side. */
  two_way_link: boolean;
  visibility: ConnectionVisibility;
}
