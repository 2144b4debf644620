import { Endpoints } from '@slashkit/api';
import { validateStageInstanceBody } from '@slashkit/api/validation';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import {
  createStageInstance,
  deleteStageInstance,
  editStageInstance,
  liveStageInstance,
} from './stage-instance-changes.js';
import { stagePlace } from './stage-place.js';

/**
 * Live stages for a bot: a stage channel's instance made (`POST /stage-instances`, optionally starting a
 * stage scheduled event), read by anyone who can view the stage, edited and closed (closing completes the
 * event it started) by a stage moderator (Manage Channels, Mute Members and Move Members there); each write
 * an audit entry and STAGE_INSTANCE_CREATE/UPDATE/DELETE (intent GUILDS); GUILD_CREATE lists
 * `stage_instances`; snapshots keep them (`stageInstances`).
 * @see {@link https://discord.com/developers/docs/resources/stage-instance | Stage Instance}
 */
export const stageInstancesFeature: EmulatorFeature = {
  name: 'stage-instances',
  setup(router) {
    router
      .add(
        serve(Endpoints.createStageInstance, async (ctx) => {
          const body = validated(validateStageInstanceBody(await readJsonBody(ctx.request), 'create'));
          const place = stagePlace(ctx, body.channelId!, true);
          return jsonResponse(200, createStageInstance(place, body));
        }),
      )
      .add(
        serve(Endpoints.getStageInstance, (ctx) => {
          const place = stagePlace(ctx, ctx.params.channelId, false);
          return jsonResponse(200, { ...liveStageInstance(place) });
        }),
      )
      .add(
        serve(Endpoints.updateStageInstance, async (ctx) => {
          const place = stagePlace(ctx, ctx.params.channelId, true);
          const body = validated(validateStageInstanceBody(await readJsonBody(ctx.request), 'edit'));
          return jsonResponse(200, editStageInstance(place, body));
        }),
      )
      .add(
        serve(Endpoints.deleteStageInstance, (ctx) => {
          deleteStageInstance(stagePlace(ctx, ctx.params.channelId, true));
          return jsonResponse(204);
        }),
      );
  },
};
