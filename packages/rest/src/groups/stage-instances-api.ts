import {
  type APIStageInstance,
  Endpoints,
  type RESTPatchAPIStageInstanceJSONBody,
  type RESTPostAPIStageInstanceJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';

/**
 * Live stages (`rest.stageInstances`, Bot token): a stage channel made live with a topic (optionally
 * starting a stage scheduled event), read, edited and closed by a stage moderator (Manage Channels, Mute
 * Members and Move Members there); `reason` for the audit log.
 * @example
 * const stage = await rest.stageInstances.createStageInstance({ channel_id: stageId, topic: 'Town hall' });
 * await rest.stageInstances.deleteStageInstance(stage.channel_id, { reason: 'over' });
 * @see {@link https://discord.com/developers/docs/resources/stage-instance | Stage Instance}
 */
export class StageInstancesAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Makes a stage channel live (`POST /stage-instances`): `topic` 1-120 characters; 150006 when it is live
   * already; `guild_scheduled_event_id` starts that SCHEDULED stage event of the channel. Never replayed
   * after an ambiguous failure.
   * @example
   * await rest.stageInstances.createStageInstance({ channel_id: stageId, topic: 'Town hall', guild_scheduled_event_id: eventId }, { reason: 'monthly' });
   * @see {@link https://discord.com/developers/docs/resources/stage-instance#create-stage-instance | Create Stage Instance}
   */
  createStageInstance(
    body: RESTPostAPIStageInstanceJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIStageInstance> {
    return this.#core.send(Endpoints.createStageInstance, {}, body, options);
  }

  /**
   * The live instance of a stage channel (`GET /stage-instances/{channel.id}`); 10067 when it is not live.
   * @example
   * const stage = await rest.stageInstances.getStageInstance(stageId);
   * @see {@link https://discord.com/developers/docs/resources/stage-instance#get-stage-instance | Get Stage Instance}
   */
  getStageInstance(channelId: Snowflake, options?: CallOptions): Promise<APIStageInstance> {
    return this.#core.send(Endpoints.getStageInstance, { channelId }, undefined, options);
  }

  /**
   * Edits a live stage's topic or privacy level (`PATCH /stage-instances/{channel.id}`).
   * @example
   * await rest.stageInstances.editStageInstance(stageId, { topic: 'Q&A' });
   * @see {@link https://discord.com/developers/docs/resources/stage-instance#modify-stage-instance | Modify Stage Instance}
   */
  editStageInstance(
    channelId: Snowflake,
    body: RESTPatchAPIStageInstanceJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIStageInstance> {
    return this.#core.send(Endpoints.updateStageInstance, { channelId }, body, options);
  }

  /**
   * Closes a live stage (`DELETE /stage-instances/{channel.id}`); the stage event it started ends.
   * @example
   * await rest.stageInstances.deleteStageInstance(stageId, { reason: 'over' });
   * @see {@link https://discord.com/developers/docs/resources/stage-instance#delete-stage-instance | Delete Stage Instance}
   */
  deleteStageInstance(channelId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteStageInstance, { channelId }, undefined, options);
  }
}
