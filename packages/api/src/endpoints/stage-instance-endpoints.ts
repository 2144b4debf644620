import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIStageInstance,
  RESTPatchAPIStageInstanceJSONBody,
  RESTPostAPIStageInstanceJSONBody,
} from '../types/stage-instance.js';
import { defineEndpoint } from './define-endpoint.js';

const instance = '/stage-instances/:channelId';
const perChannel = { auth: ['bot'], major: ['channelId'], global: true } as const;

/**
 * Live stages: a stage channel's instance made, read, edited and closed by a moderator of the stage (Manage
 * Channels, Mute Members and Move Members there); each write audit-logged and told to the guild's bots
 * (STAGE_INSTANCE_*, intent GUILDS).
 * @see {@link https://discord.com/developers/docs/resources/stage-instance | Stage Instance}
 */
export const StageInstanceEndpoints = {
  createStageInstance: defineEndpoint<{ body: RESTPostAPIStageInstanceJSONBody; result: APIStageInstance }>()(
    {
      operationId: 'create_stage_instance',
      method: 'POST',
      route: '/stage-instances',
      auth: ['bot'],
      major: [],
      global: true,
      // A second one for the same channel is refused (150006): safe to send again only if unsent.
      replay: 'unsent-only',
      reason: true,
    },
  ),
  getStageInstance: defineEndpoint<{ result: APIStageInstance }>()({
    operationId: 'get_stage_instance',
    method: 'GET',
    route: instance,
    ...perChannel,
    replay: 'always',
  }),
  updateStageInstance: defineEndpoint<{
    body: RESTPatchAPIStageInstanceJSONBody;
    result: APIStageInstance;
  }>()({
    operationId: 'update_stage_instance',
    method: 'PATCH',
    route: instance,
    ...perChannel,
    replay: 'always',
    reason: true,
  }),
  deleteStageInstance: defineEndpoint()({
    operationId: 'delete_stage_instance',
    method: 'DELETE',
    route: instance,
    ...perChannel,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownStageInstance,
    reason: true,
  }),
} as const;
