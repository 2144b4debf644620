import type { StageInstancePrivacyLevel } from '../enums/stage-instance-privacy-level.js';
import type { Snowflake } from '../snowflake.js';

/**
 * A live stage: a stage channel is live while it has one (STAGE_INSTANCE_CREATE/UPDATE/DELETE, intent GUILDS;
 * `stage_instances` in GUILD_CREATE).
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#stage-instance-object | Stage Instance object}
 */
export interface APIStageInstance {
  id: Snowflake;
  guild_id: Snowflake;
  /** The stage channel that is live. */
  channel_id: Snowflake;
  /** 1-120 characters. */
  topic: string;
  privacy_level: StageInstancePrivacyLevel;
  /** Deprecated: always false. */
  discoverable_disabled: boolean;
  /** The stage scheduled event this instance started, or null. */
  guild_scheduled_event_id: Snowflake | null;
}

/**
 * The body of `POST /stage-instances` (the bot a moderator of the stage: Manage Channels, Mute Members and
 * Move Members there).
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#create-stage-instance | Create Stage Instance}
 */
export interface RESTPostAPIStageInstanceJSONBody {
  channel_id: Snowflake;
  topic: string;
  /** GUILD_ONLY (2), the default. */
  privacy_level?: StageInstancePrivacyLevel | null;
  /** Notify `@everyone` that the stage started (the moderator needs Mention Everyone for it). */
  send_start_notification?: boolean | null;
  /** A SCHEDULED stage event of this channel, which the instance starts. */
  guild_scheduled_event_id?: Snowflake | null;
}

/**
 * The body of `PATCH /stage-instances/{channel.id}`.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#modify-stage-instance | Modify Stage Instance}
 */
export interface RESTPatchAPIStageInstanceJSONBody {
  topic?: string;
  privacy_level?: StageInstancePrivacyLevel;
}
