import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/** What installing the app asks for by default: scopes and the bot role's permissions (decimal string). */
export interface APIApplicationInstallParams {
  scopes: string[];
  permissions: string;
}

/** The settings of one installation context (keyed `"0"` guild install, `"1"` user install). */
export interface APIApplicationIntegrationTypeConfiguration {
  oauth2_install_params?: APIApplicationInstallParams;
}

/**
 * An application as its own bot sees it: `GET /applications/@me` and `GET /oauth2/applications/@me`
 * (`PrivateApplicationResponse` in Discord's OpenAPI document). Optional fields are those the service
 * leaves out for some apps.
 * @see {@link https://discord.com/developers/docs/resources/application#get-current-application | Get Current Application}
 */
export interface APIApplication {
  id: Snowflake;
  name: string;
  icon: string | null;
  description: string;
  /** Null for every app but a guild role subscription (4). */
  type?: number | null;
  /** Application flags bit set. */
  flags: number;
  /** `flags` as a decimal string. */
  flags_new?: string;
  bot?: APIUser;
  bot_public?: boolean;
  bot_require_code_grant?: boolean;
  /** Hex Ed25519 key interactions are signed with. */
  verify_key: string;
  owner?: APIUser;
  /** The team that owns the app, or null. */
  team: object | null;
  redirect_uris?: string[];
  /** Where interactions are POSTed; null for gateway delivery. */
  interactions_endpoint_url?: string | null;
  role_connections_verification_url?: string | null;
  install_params?: APIApplicationInstallParams;
  /** Per installation context the app supports (`"0"`, `"1"`), its settings. */
  integration_types_config?: Record<string, APIApplicationIntegrationTypeConfiguration>;
  approximate_guild_count?: number;
  approximate_user_install_count?: number;
  approximate_user_authorization_count?: number;
  tags?: string[];
  custom_install_url?: string;
  terms_of_service_url?: string;
  privacy_policy_url?: string;
  /** 0 disabled, 1 members without roles, 2 all members. */
  explicit_content_filter?: number;
  /** Listed by Discord's OpenAPI document, not described by its docs; the emulator sends `[]`. */
  eligible_oauth2_scopes?: string[];
  /** Where Webhook Events are sent. */
  event_webhooks_url?: string | null;
  /** 1 disabled, 2 enabled, 3 disabled by the service. */
  event_webhooks_status?: 1 | 2 | 3;
  /** The Webhook Event types the app receives. */
  event_webhooks_types?: string[];
  /** The app's cover image hash (its rich presence invite image); left out when it has none. */
  cover_image?: string;
}

/**
 * The body of `PATCH /applications/@me`: each field given is changed. `flags` may toggle the limited
 * intent flags alone; an `interactions_endpoint_url` or `event_webhooks_url` is checked with a signed PING
 * first.
 * @see {@link https://discord.com/developers/docs/resources/application#edit-current-application | Edit Current Application}
 */
export interface RESTPatchAPICurrentApplicationJSONBody {
  description?: string;
  /** Image data (`data:image/png;base64,…`); null removes the icon. */
  icon?: string | null;
  /** Image data, likewise; null removes the cover image. */
  cover_image?: string | null;
  tags?: string[];
  install_params?: APIApplicationInstallParams | null;
  flags?: number;
  interactions_endpoint_url?: string | null;
  event_webhooks_url?: string | null;
  /** The app's Linked Roles verification page (null or an empty string removes it). */
  role_connections_verification_url?: string | null;
  /** 1 disabled, 2 enabled. */
  event_webhooks_status?: 1 | 2;
  event_webhooks_types?: string[];
}

/** The answer of `GET /applications/@me` (and of `GET /oauth2/applications/@me`). */
export type RESTGetAPICurrentApplicationResult = APIApplication;
