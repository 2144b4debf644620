import {
  type APIEmoji,
  Endpoints,
  type RESTGetAPIApplicationEmojisResult,
  type RESTPatchAPIApplicationEmojiJSONBody,
  type RESTPatchAPIGuildEmojiJSONBody,
  type RESTPostAPIApplicationEmojiJSONBody,
  type RESTPostAPIGuildEmojiJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/**
 * Custom emojis (`rest.emojis`, Bot token): a guild's (limited per guild; made with Create Expressions,
 * edited and deleted by their uploader or with Manage Expressions, `reason` for the audit log) and the
 * application's own. Images are data URIs (`data:image/png;base64,…`) of at most 256 KiB.
 * @example
 * const emoji = await rest.emojis.createGuildEmoji(guildId, { name: 'blobwave', image: dataUri });
 * await rest.messages.createMessage(channelId, { content: `<:${emoji.name}:${emoji.id}>` });
 * @see {@link https://discord.com/developers/docs/resources/emoji | Emoji resource}
 */
export class EmojisAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild's emojis (`GET /guilds/{guild.id}/emojis`); each with `user` when the bot may create or manage
   * expressions.
   * @example
   * const emojis = await rest.emojis.getGuildEmojis(guildId);
   * @see {@link https://discord.com/developers/docs/resources/emoji#list-guild-emojis | List Guild Emojis}
   */
  getGuildEmojis(guildId: Snowflake, options?: CallOptions): Promise<APIEmoji[]> {
    return this.#core.send(Endpoints.listGuildEmojis, { guildId }, undefined, options);
  }

  /**
   * One of a guild's emojis (`GET /guilds/{guild.id}/emojis/{emoji.id}`).
   * @example
   * const emoji = await rest.emojis.getGuildEmoji(guildId, emojiId);
   * @see {@link https://discord.com/developers/docs/resources/emoji#get-guild-emoji | Get Guild Emoji}
   */
  getGuildEmoji(guildId: Snowflake, emojiId: Snowflake, options?: CallOptions): Promise<APIEmoji> {
    return this.#core.send(Endpoints.getGuildEmoji, { guildId, emojiId }, undefined, options);
  }

  /**
   * Makes a guild emoji (`POST /guilds/{guild.id}/emojis`; Create Expressions): a name of 2-32 letters,
   * digits or underscores, image data of at most 256 KiB, and the roles that may use it. Refused with 30008
   * (30018 for an animated one) when the guild holds all it may; never replayed after an ambiguous failure.
   * @example
   * await rest.emojis.createGuildEmoji(guildId, { name: 'blobwave', image: 'data:image/png;base64,…' }, { reason: 'new emoji' });
   * @see {@link https://discord.com/developers/docs/resources/emoji#create-guild-emoji | Create Guild Emoji}
   */
  createGuildEmoji(
    guildId: Snowflake,
    body: Encodable<RESTPostAPIGuildEmojiJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIEmoji> {
    return this.#core.send(Endpoints.createGuildEmoji, { guildId }, body, options);
  }

  /**
   * Renames a guild emoji or changes its roles (`PATCH /guilds/{guild.id}/emojis/{emoji.id}`).
   * @example
   * await rest.emojis.editGuildEmoji(guildId, emojiId, { name: 'blob_wave', roles: [roleId] });
   * @see {@link https://discord.com/developers/docs/resources/emoji#modify-guild-emoji | Modify Guild Emoji}
   */
  editGuildEmoji(
    guildId: Snowflake,
    emojiId: Snowflake,
    body: Encodable<RESTPatchAPIGuildEmojiJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIEmoji> {
    return this.#core.send(Endpoints.updateGuildEmoji, { guildId, emojiId }, body, options);
  }

  /**
   * Deletes a guild emoji (`DELETE /guilds/{guild.id}/emojis/{emoji.id}`); a retry that finds it already
   * gone (10014) resolves.
   * @example
   * await rest.emojis.deleteGuildEmoji(guildId, emojiId, { reason: 'unused' });
   * @see {@link https://discord.com/developers/docs/resources/emoji#delete-guild-emoji | Delete Guild Emoji}
   */
  deleteGuildEmoji(guildId: Snowflake, emojiId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteGuildEmoji, { guildId, emojiId }, undefined, options);
  }

  /**
   * The application's emojis (`GET /applications/{application.id}/emojis`), under `items`.
   * @example
   * const { items } = await rest.emojis.getApplicationEmojis(appId);
   * @see {@link https://discord.com/developers/docs/resources/emoji#list-application-emojis | List Application Emojis}
   */
  getApplicationEmojis(
    applicationId: Snowflake,
    options?: CallOptions,
  ): Promise<RESTGetAPIApplicationEmojisResult> {
    return this.#core.send(Endpoints.listApplicationEmojis, { applicationId }, undefined, options);
  }

  /**
   * One of the application's emojis (`GET /applications/{application.id}/emojis/{emoji.id}`).
   * @example
   * const emoji = await rest.emojis.getApplicationEmoji(appId, emojiId);
   * @see {@link https://discord.com/developers/docs/resources/emoji#get-application-emoji | Get Application Emoji}
   */
  getApplicationEmoji(
    applicationId: Snowflake,
    emojiId: Snowflake,
    options?: CallOptions,
  ): Promise<APIEmoji> {
    return this.#core.send(Endpoints.getApplicationEmoji, { applicationId, emojiId }, undefined, options);
  }

  /**
   * Makes an application emoji (`POST /applications/{application.id}/emojis`), usable by its bot anywhere:
   * a name no other of its emojis has, image data of at most 256 KiB; at most 2000.
   * @example
   * await rest.emojis.createApplicationEmoji(appId, { name: 'check', image: 'data:image/png;base64,…' });
   * @see {@link https://discord.com/developers/docs/resources/emoji#create-application-emoji | Create Application Emoji}
   */
  createApplicationEmoji(
    applicationId: Snowflake,
    body: Encodable<RESTPostAPIApplicationEmojiJSONBody>,
    options?: CallOptions,
  ): Promise<APIEmoji> {
    return this.#core.send(Endpoints.createApplicationEmoji, { applicationId }, body, options);
  }

  /**
   * Renames an application emoji (`PATCH /applications/{application.id}/emojis/{emoji.id}`).
   * @example
   * await rest.emojis.editApplicationEmoji(appId, emojiId, { name: 'tick' });
   * @see {@link https://discord.com/developers/docs/resources/emoji#modify-application-emoji | Modify Application Emoji}
   */
  editApplicationEmoji(
    applicationId: Snowflake,
    emojiId: Snowflake,
    body: Encodable<RESTPatchAPIApplicationEmojiJSONBody>,
    options?: CallOptions,
  ): Promise<APIEmoji> {
    return this.#core.send(Endpoints.updateApplicationEmoji, { applicationId, emojiId }, body, options);
  }

  /**
   * Deletes an application emoji (`DELETE /applications/{application.id}/emojis/{emoji.id}`); a retry that
   * finds it already gone (10014) resolves.
   * @example
   * await rest.emojis.deleteApplicationEmoji(appId, emojiId);
   * @see {@link https://discord.com/developers/docs/resources/emoji#delete-application-emoji | Delete Application Emoji}
   */
  deleteApplicationEmoji(applicationId: Snowflake, emojiId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteApplicationEmoji, { applicationId, emojiId }, undefined, options);
  }
}
