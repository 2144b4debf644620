import type { Locale } from '@slashkit/api';

/**
 * Options every method accepts as its last argument.
 * @example
 * await rest.commands.getGlobalCommand(appId, id, { signal: AbortSignal.timeout(2_000) });
 * @see README "Methods"
 */
export interface CallOptions {
  /** Cancels the request while it waits for a rate limit, backs off, or is in flight. */
  signal?: AbortSignal;
  /** Overrides the client's per-attempt timeout, in ms. */
  timeout?: number;
}

/** Options of the list methods: full localization maps, and the locale of `name_localized`. */
export interface ListCommandsOptions extends CallOptions {
  /** Return the full `name_localizations` / `description_localizations` maps (`with_localizations=true`). */
  withLocalizations?: boolean;
  /** Sent as `X-Discord-Locale`; overrides the client's `locale`. */
  locale?: Locale | (string & {});
}

/** Options of a method that answers for a user's OAuth2 access token, not for the bot. */
export interface BearerCallOptions extends CallOptions {
  /**
   * The user's OAuth2 Bearer access token, holding the scope the method names; required unless the client
   * itself was built with `authPrefix: 'Bearer'` (the service refuses a Bot token there).
   */
  bearerToken?: string;
}

/**
 * Options of `rest.permissions.editCommandPermissions`: the Bearer token is of a user who may manage the
 * guild and its roles, with scope `applications.commands.permissions.update`.
 */
export type EditCommandPermissionsOptions = BearerCallOptions;

/**
 * Options of a method whose change the guild's audit log records: `reason` is shown there (sent as
 * `X-Audit-Log-Reason`, URL-encoded as the service reads it).
 * @example
 * await rest.messages.deleteMessage(channelId, messageId, { reason: 'Spam' });
 */
export interface AuditLogOptions extends CallOptions {
  /** Why, as the audit log shows it (at most 512 characters). */
  reason?: string;
}
