import {
  type APIAuditLog,
  type APIGuild,
  type APIGuildChannel,
  type APIGuildIncidentsData,
  type APIGuildIntegration,
  type APIGuildOnboarding,
  type APIGuildPreview,
  type APIGuildVanityUrl,
  type APIGuildWelcomeScreen,
  type APIGuildWidget,
  type APIGuildWidgetSettings,
  Endpoints,
  type RESTGetAPIGuildPruneCountResult,
  type RESTPatchAPIGuildChannelPositionsJSONBody,
  type RESTPatchAPIGuildJSONBody,
  type RESTPatchAPIGuildWelcomeScreenJSONBody,
  type RESTPatchAPIGuildWidgetSettingsJSONBody,
  type RESTPostAPIGuildChannelJSONBody,
  type RESTPostAPIGuildPruneJSONBody,
  type RESTPostAPIGuildPruneResult,
  type RESTPutAPIGuildIncidentActionsJSONBody,
  type RESTPutAPIGuildOnboardingJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { GetGuildOptions } from '../channel-call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { GetGuildAuditLogOptions, GetGuildPruneCountOptions } from '../guild-admin-call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * The guilds the app is installed in (`rest.guilds`, Bot token): a guild and its channels. Limited per
 * guild (the guild id is the major parameter). Roles and members are `rest.roles` and `rest.members`.
 * @example
 * const guild = await rest.guilds.getGuild(guildId, { withCounts: true });
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export class GuildsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild (`GET /guilds/{guild.id}`) with its roles; with `withCounts`, the approximate member and
   * presence counts.
   * @example
   * const guild = await rest.guilds.getGuild(guildId, { withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild | Get Guild}
   */
  getGuild(guildId: Snowflake, options: GetGuildOptions = {}): Promise<APIGuild> {
    const { withCounts, ...call } = options;
    return this.#core.send(Endpoints.getGuild, { guildId }, undefined, {
      ...call,
      ...(withCounts ? { query: { with_counts: true } } : {}),
    });
  }

  /**
   * A guild's channels, threads aside (`GET /guilds/{guild.id}/channels`).
   * @example
   * const channels = await rest.guilds.getGuildChannels(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-channels | Get Guild Channels}
   */
  getGuildChannels(guildId: Snowflake, options?: CallOptions): Promise<APIGuildChannel[]> {
    return this.#core.send(Endpoints.listGuildChannels, { guildId }, undefined, options);
  }

  /**
   * Creates a channel in a guild (`POST /guilds/{guild.id}/channels`): text, voice, category,
   * announcement, stage, forum or media, with its parent, position and overwrites (Manage Channels; Manage
   * Roles for overwrites, each bit one the bot holds). Never replayed after an ambiguous failure.
   * @example
   * const channel = await rest.guilds.createGuildChannel(guildId, { name: 'tickets', type: ChannelType.GuildText });
   * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-channel | Create Guild Channel}
   */
  createGuildChannel(
    guildId: Snowflake,
    body: Encodable<RESTPostAPIGuildChannelJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIGuildChannel> {
    return this.#core.send(Endpoints.createGuildChannel, { guildId }, body, options);
  }

  /**
   * Moves channels (`PATCH /guilds/{guild.id}/channels`): positions, parents, and `lock_permissions` to
   * take the new parent's overwrites (Manage Channels).
   * @example
   * await rest.guilds.editGuildChannelPositions(guildId, [{ id: channelId, position: 0 }]);
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-channel-positions | Modify Guild Channel Positions}
   */
  editGuildChannelPositions(
    guildId: Snowflake,
    body: RESTPatchAPIGuildChannelPositionsJSONBody,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.bulkUpdateGuildChannels, { guildId }, body, options);
  }

  /**
   * A page of a guild's audit log, newest first (`GET /guilds/{guild.id}/audit-logs`), with the users,
   * webhooks and other objects its entries name (View Audit Log).
   * @example
   * const { audit_log_entries } = await rest.guilds.getGuildAuditLog(guildId, { userId: modId, limit: 10 });
   * @see {@link https://discord.com/developers/docs/resources/audit-log#get-guild-audit-log | Get Guild Audit Log}
   */
  getGuildAuditLog(guildId: Snowflake, options: GetGuildAuditLogOptions = {}): Promise<APIAuditLog> {
    const { userId, targetId, actionType, before, after, limit, ...call } = options;
    return this.#core.send(Endpoints.listGuildAuditLogEntries, { guildId }, undefined, {
      ...call,
      query: { user_id: userId, target_id: targetId, action_type: actionType, before, after, limit },
    });
  }

  /**
   * The guild's vanity invite code and its uses (`GET /guilds/{guild.id}/vanity-url`; Manage Guild); the
   * code is null for a guild without the VANITY_URL feature.
   * @example
   * const { code, uses } = await rest.guilds.getGuildVanityUrl(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-vanity-url | Get Guild Vanity URL}
   */
  getGuildVanityUrl(guildId: Snowflake, options?: CallOptions): Promise<APIGuildVanityUrl> {
    return this.#core.send(Endpoints.getGuildVanityUrl, { guildId }, undefined, options);
  }

  /**
   * Edits a guild's settings (`PATCH /guilds/{guild.id}`; Manage Guild): name, description, images (image
   * data), verification and notification levels, content filter, AFK, system, rules and updates channels,
   * mutable features (COMMUNITY and DISCOVERABLE need Administrator). Answers the guild as it is now.
   * @example
   * const guild = await rest.guilds.editGuild(guildId, { name: 'Renamed', afk_timeout: 900 }, { reason: 'rebrand' });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild | Modify Guild}
   */
  editGuild(
    guildId: Snowflake,
    body: Encodable<RESTPatchAPIGuildJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIGuild> {
    return this.#core.send(Endpoints.updateGuild, { guildId }, body, options);
  }

  /**
   * A guild's public face (`GET /guilds/{guild.id}/preview`): name, images, features, emojis, stickers and
   * approximate counts.
   * @example
   * const { approximate_member_count } = await rest.guilds.getGuildPreview(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-preview | Get Guild Preview}
   */
  getGuildPreview(guildId: Snowflake, options?: CallOptions): Promise<APIGuildPreview> {
    return this.#core.send(Endpoints.getGuildPreview, { guildId }, undefined, options);
  }

  /**
   * How many members a prune would remove (`GET /guilds/{guild.id}/prune`; Manage Guild and Kick
   * Members): those inactive for `days` (1-30, 7 by default) holding no role, or only `includeRoles`.
   * @example
   * const { pruned } = await rest.guilds.getGuildPruneCount(guildId, { days: 30 });
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-prune-count | Get Guild Prune Count}
   */
  getGuildPruneCount(
    guildId: Snowflake,
    options: GetGuildPruneCountOptions = {},
  ): Promise<RESTGetAPIGuildPruneCountResult> {
    const { days, includeRoles, ...call } = options;
    return this.#core.send(Endpoints.previewPruneGuild, { guildId }, undefined, {
      ...call,
      // "string; comma-delimited array of snowflakes" in the docs: joined here, since a list would go as
      // repeated parameters. https://discord.com/developers/docs/resources/guild#get-guild-prune-count-query-string-params
      query: { days, include_roles: includeRoles?.join(',') },
    });
  }

  /**
   * Prunes a guild (`POST /guilds/{guild.id}/prune`; Manage Guild and Kick Members): removes the members
   * inactive for `days` who hold no role but `include_roles`; answers how many went (null with
   * `compute_prune_count: false`). Give the audit log's reason as `reason`, not in the body.
   * @example
   * const { pruned } = await rest.guilds.beginGuildPrune(guildId, { days: 30 }, { reason: 'Spring clean' });
   * @see {@link https://discord.com/developers/docs/resources/guild#begin-guild-prune | Begin Guild Prune}
   */
  beginGuildPrune(
    guildId: Snowflake,
    body: RESTPostAPIGuildPruneJSONBody = {},
    options?: AuditLogOptions,
  ): Promise<RESTPostAPIGuildPruneResult> {
    return this.#core.send(Endpoints.pruneGuild, { guildId }, body, options);
  }

  /**
   * The guild's widget settings (`GET /guilds/{guild.id}/widget`; Manage Guild): whether it is on and
   * the channel its invites lead to.
   * @example
   * const { enabled } = await rest.guilds.getGuildWidgetSettings(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-widget-settings | Get Guild Widget Settings}
   */
  getGuildWidgetSettings(guildId: Snowflake, options?: CallOptions): Promise<APIGuildWidgetSettings> {
    return this.#core.send(Endpoints.getGuildWidgetSettings, { guildId }, undefined, options);
  }

  /**
   * Turns the guild's widget on or off and sets its invite channel (`PATCH /guilds/{guild.id}/widget`;
   * Manage Guild). Answers the settings as they are now.
   * @example
   * await rest.guilds.editGuildWidgetSettings(guildId, { enabled: true }, { reason: 'Show the server' });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-widget | Modify Guild Widget}
   */
  editGuildWidgetSettings(
    guildId: Snowflake,
    body: RESTPatchAPIGuildWidgetSettingsJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIGuildWidgetSettings> {
    return this.#core.send(Endpoints.updateGuildWidgetSettings, { guildId }, body, options);
  }

  /**
   * The guild's public widget (`GET /guilds/{guild.id}/widget.json`, sent without credentials): its
   * open voice channels and online members; 403/50004 while the widget is off.
   * @example
   * const widget = await rest.guilds.getGuildWidget(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-widget | Get Guild Widget}
   */
  getGuildWidget(guildId: Snowflake, options?: CallOptions): Promise<APIGuildWidget> {
    return this.#core.send(Endpoints.getGuildWidget, { guildId }, undefined, options);
  }

  /**
   * The guild's welcome screen (`GET /guilds/{guild.id}/welcome-screen`): its description and the
   * channels it links to. While the screen is off, Manage Guild.
   * @example
   * const { welcome_channels } = await rest.guilds.getGuildWelcomeScreen(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-welcome-screen | Get Guild Welcome Screen}
   */
  getGuildWelcomeScreen(guildId: Snowflake, options?: CallOptions): Promise<APIGuildWelcomeScreen> {
    return this.#core.send(Endpoints.getGuildWelcomeScreen, { guildId }, undefined, options);
  }

  /**
   * Edits the guild's welcome screen (`PATCH /guilds/{guild.id}/welcome-screen`; Manage Guild): whether it
   * is on, its description and at most 5 channels. Answers the screen as it is now.
   * @example
   * await rest.guilds.editGuildWelcomeScreen(
   *   guildId,
   *   { enabled: true, welcome_channels: [{ channel_id: rulesId, description: 'Read the rules', emoji_name: '📜' }] },
   *   { reason: 'Greet newcomers' },
   * );
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-welcome-screen | Modify Guild Welcome Screen}
   */
  editGuildWelcomeScreen(
    guildId: Snowflake,
    body: RESTPatchAPIGuildWelcomeScreenJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIGuildWelcomeScreen> {
    return this.#core.send(Endpoints.updateGuildWelcomeScreen, { guildId }, body, options);
  }

  /**
   * The guild's onboarding (`GET /guilds/{guild.id}/onboarding`): its prompts, default channels, whether
   * it is on and its mode.
   * @example
   * const { prompts, enabled } = await rest.guilds.getGuildOnboarding(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-onboarding | Get Guild Onboarding}
   */
  getGuildOnboarding(guildId: Snowflake, options?: CallOptions): Promise<APIGuildOnboarding> {
    return this.#core.send(Endpoints.getGuildsOnboarding, { guildId }, undefined, options);
  }

  /**
   * Sets the guild's onboarding (`PUT /guilds/{guild.id}/onboarding`; Manage Guild and Manage Roles):
   * `prompts` replaces every prompt, `default_channel_ids`, `enabled` and `mode`; absent fields stay.
   * Turned on, it needs 7 default channels, 5 of them open to `@everyone` (350000 otherwise).
   * @example
   * await rest.guilds.editGuildOnboarding(
   *   guildId,
   *   { prompts: [{ id: promptId, title: 'What brings you here?', options: [{ title: 'Games', role_ids: [gamerRoleId] }] }] },
   *   { reason: 'Ask newcomers' },
   * );
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-onboarding | Modify Guild Onboarding}
   */
  editGuildOnboarding(
    guildId: Snowflake,
    body: RESTPutAPIGuildOnboardingJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIGuildOnboarding> {
    return this.#core.send(Endpoints.putGuildsOnboarding, { guildId }, body, options);
  }

  /**
   * The guild's integrations (`GET /guilds/{guild.id}/integrations`; Manage Guild): at most 50, an app
   * installed there as type `discord` with its bot and scopes.
   * @example
   * const apps = (await rest.guilds.getGuildIntegrations(guildId)).filter((i) => i.type === 'discord');
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-integrations | Get Guild Integrations}
   */
  getGuildIntegrations(guildId: Snowflake, options?: CallOptions): Promise<APIGuildIntegration[]> {
    return this.#core.send(Endpoints.listGuildIntegrations, { guildId }, undefined, options);
  }

  /**
   * Removes an integration from the guild (`DELETE /guilds/{guild.id}/integrations/{integration.id}`;
   * Manage Guild): an app's bot leaves with it. Resolves when it is gone (a retry that finds it gone too).
   * @example
   * await rest.guilds.deleteGuildIntegration(guildId, integrationId, { reason: 'No longer used' });
   * @see {@link https://discord.com/developers/docs/resources/guild#delete-guild-integration | Delete Guild Integration}
   */
  deleteGuildIntegration(
    guildId: Snowflake,
    integrationId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildIntegration, { guildId, integrationId }, undefined, options);
  }

  /**
   * Pauses or resumes the guild's invites and DMs (`PUT /guilds/{guild.id}/incident-actions`; Manage
   * Guild): each until a time at most 24 hours ahead, null to resume.
   * @example
   * const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
   * await rest.guilds.editGuildIncidentActions(guildId, { invites_disabled_until: inAnHour });
   * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-incident-actions | Modify Guild Incident Actions}
   */
  editGuildIncidentActions(
    guildId: Snowflake,
    body: RESTPutAPIGuildIncidentActionsJSONBody,
    options?: CallOptions,
  ): Promise<APIGuildIncidentsData> {
    return this.#core.send(Endpoints.updateGuildIncidentActions, { guildId }, body, options);
  }
}
