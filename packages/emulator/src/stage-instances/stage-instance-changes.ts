import { type APIStageInstance, RESTJSONErrorCodes, StageInstancePrivacyLevel } from '@slashkit/api';
import type { CheckedStageInstanceBody } from '@slashkit/api/validation';
import { recordStageInstanceChange } from '../guild-admin/stage-instance-events.js';
import { badRequest, notFound } from '../http/http-error.js';
import {
  completeStageEvent,
  stageEventToStart,
  startStageEvent,
} from '../scheduled-events/stage-event-link.js';
import type { StagePlace } from './stage-place.js';

/** The live instance of the place's stage; 404/10067 Unknown Stage Instance when it is not live. */
export function liveStageInstance({ action, channel }: StagePlace): APIStageInstance {
  const instance = action.context.state.stageInstances.ofChannel(channel.id);
  if (!instance)
    throw notFound(
      RESTJSONErrorCodes.UnknownStageInstance,
      `Unknown Stage Instance: #${channel.name} is not live; start it with POST /stage-instances`,
    );
  return instance;
}

/**
 * Makes the stage live (`POST /stage-instances`) as the service does: one instance per stage (400/150006
 * Stage already open), GUILD_ONLY unless told; `guild_scheduled_event_id` names a SCHEDULED stage event of
 * this stage, which starts (ACTIVE, its `entity_id` the instance's id). Everything is checked before
 * anything is written. An audit entry and STAGE_INSTANCE_CREATE (then the event's GUILD_SCHEDULED_EVENT_UPDATE).
 * `send_start_notification` is accepted; the emulator has no push notifications to send.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#create-stage-instance | Create Stage Instance}
 */
export function createStageInstance(place: StagePlace, body: CheckedStageInstanceBody): APIStageInstance {
  const { action, channel } = place;
  const { context, guild } = action;
  if (context.state.stageInstances.ofChannel(channel.id))
    throw badRequest(
      `Stage already open: #${channel.name} is live; edit its instance or close it first`,
      RESTJSONErrorCodes.StageAlreadyOpen,
    );
  const event =
    body.guildScheduledEventId === undefined
      ? undefined
      : stageEventToStart(action, channel, body.guildScheduledEventId);
  const instance = context.state.stageInstances.put({
    id: context.nextId(),
    guild_id: guild.id,
    channel_id: channel.id,
    topic: body.topic!,
    privacy_level: body.privacyLevel ?? StageInstancePrivacyLevel.GuildOnly,
    discoverable_disabled: false,
    guild_scheduled_event_id: event ? event.event.id : null,
  });
  recordStageInstanceChange(action, 'CREATE', null, instance);
  if (event) startStageEvent(action, event, instance.id);
  return instance;
}

/**
 * Edits the live instance's topic or privacy level (`PATCH /stage-instances/{channel.id}`); an audit entry
 * and STAGE_INSTANCE_UPDATE when something changed.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#modify-stage-instance | Modify Stage Instance}
 */
export function editStageInstance(place: StagePlace, body: CheckedStageInstanceBody): APIStageInstance {
  const before = liveStageInstance(place);
  const after: APIStageInstance = {
    ...before,
    ...(body.topic !== undefined ? { topic: body.topic } : {}),
    ...(body.privacyLevel !== undefined ? { privacy_level: body.privacyLevel } : {}),
  };
  place.action.context.state.stageInstances.put(after);
  recordStageInstanceChange(place.action, 'UPDATE', before, after);
  return after;
}

/**
 * Closes the stage (`DELETE /stage-instances/{channel.id}`): an audit entry and STAGE_INSTANCE_DELETE; the
 * ACTIVE stage event it started is COMPLETED (GUILD_SCHEDULED_EVENT_UPDATE).
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#delete-stage-instance | Delete Stage Instance}
 */
export function deleteStageInstance(place: StagePlace): void {
  const instance = liveStageInstance(place);
  place.action.context.state.stageInstances.delete(instance.channel_id);
  recordStageInstanceChange(place.action, 'DELETE', instance, null);
  completeStageEvent(place.action, instance);
}
