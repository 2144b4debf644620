import {
  type APIVoiceRegion,
  type APIVoiceState,
  Endpoints,
  type RESTPatchAPIGuildVoiceStateCurrentMemberJSONBody,
  type RESTPatchAPIGuildVoiceStateUserJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';

/**
 * Voice without audio (`rest.voice`, Bot token): the voice regions, who is in which voice channel of a
 * guild, and on a stage who may speak (suppress, request to speak). A bot joins voice through the gateway,
 * not here.
 * @example
 * const state = await rest.voice.getUserVoiceState(guildId, userId);
 * if (state.suppress) await rest.voice.editUserVoiceState(guildId, userId, { channel_id: state.channel_id!, suppress: false });
 * @see {@link https://discord.com/developers/docs/resources/voice | Voice resource}
 */
export class VoiceAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * The voice regions a voice or stage channel's `rtc_region` may name (`GET /voice/regions`).
   * @example
   * const regions = await rest.voice.getVoiceRegions();
   * @see {@link https://discord.com/developers/docs/resources/voice#list-voice-regions | List Voice Regions}
   */
  getVoiceRegions(options?: CallOptions): Promise<APIVoiceRegion[]> {
    return this.#core.send(Endpoints.listVoiceRegions, {}, undefined, options);
  }

  /**
   * The voice regions a guild's voice and stage channels may use (`GET /guilds/{guild.id}/regions`): those of
   * {@link VoiceAPI.getVoiceRegions}, and VIP servers for a guild that has them.
   * @example
   * const regions = await rest.voice.getGuildVoiceRegions(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-voice-regions | Get Guild Voice Regions}
   */
  getGuildVoiceRegions(guildId: Snowflake, options?: CallOptions): Promise<APIVoiceRegion[]> {
    return this.#core.send(Endpoints.listGuildVoiceRegions, { guildId }, undefined, options);
  }

  /**
   * The bot's own voice state in a guild (`GET /guilds/{guild.id}/voice-states/@me`); 10065 when it is in
   * no voice channel there.
   * @example
   * const mine = await rest.voice.getCurrentUserVoiceState(guildId);
   * @see {@link https://discord.com/developers/docs/resources/voice#get-current-user-voice-state | Get Current User Voice State}
   */
  getCurrentUserVoiceState(guildId: Snowflake, options?: CallOptions): Promise<APIVoiceState> {
    return this.#core.send(Endpoints.getSelfVoiceState, { guildId }, undefined, options);
  }

  /**
   * A member's voice state (`GET /guilds/{guild.id}/voice-states/{user.id}`): the bot must be able to
   * connect to their channel; 10065 when they are in none.
   * @example
   * const state = await rest.voice.getUserVoiceState(guildId, userId);
   * @see {@link https://discord.com/developers/docs/resources/voice#get-user-voice-state | Get User Voice State}
   */
  getUserVoiceState(guildId: Snowflake, userId: Snowflake, options?: CallOptions): Promise<APIVoiceState> {
    return this.#core.send(Endpoints.getVoiceState, { guildId, userId }, undefined, options);
  }

  /**
   * On the stage the bot is in, suppresses or unsuppresses itself (unsuppressing takes Mute Members) or asks
   * to speak (Request to Speak) (`PATCH /guilds/{guild.id}/voice-states/@me`).
   * @example
   * await rest.voice.editCurrentUserVoiceState(guildId, { channel_id: stageId, suppress: false });
   * @see {@link https://discord.com/developers/docs/resources/voice#modify-current-user-voice-state | Modify Current User Voice State}
   */
  editCurrentUserVoiceState(
    guildId: Snowflake,
    body: Encodable<RESTPatchAPIGuildVoiceStateCurrentMemberJSONBody>,
    options?: CallOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.updateSelfVoiceState, { guildId }, body, options);
  }

  /**
   * Makes a member on a stage a speaker or returns them to the audience (`PATCH
   * /guilds/{guild.id}/voice-states/{user.id}`; Mute Members).
   * @example
   * await rest.voice.editUserVoiceState(guildId, userId, { channel_id: stageId, suppress: false });
   * @see {@link https://discord.com/developers/docs/resources/voice#modify-user-voice-state | Modify User Voice State}
   */
  editUserVoiceState(
    guildId: Snowflake,
    userId: Snowflake,
    body: Encodable<RESTPatchAPIGuildVoiceStateUserJSONBody>,
    options?: CallOptions,
  ): Promise<void> {
    return this.#core.send(Endpoints.updateVoiceState, { guildId, userId }, body, options);
  }
}
