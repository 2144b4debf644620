import { leaveVoice } from '../guild-admin/member-voice-edit.js';
import { worldGuild } from '../guild-admin/user-action.js';
import { AdminFields } from '../http/admin-fields.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { toApiVoiceState } from '../world/to-api-voice-state.js';
import { joinVoice } from './join-voice.js';

const voiceStates = '/_emulator/guilds/:guildId/voice-states';

/**
 * The admin routes through which members (users, or a bot as the gateway's op 4 would) come and go in
 * voice: `POST …/voice-states` `{ userId, channelId, selfMute?, selfDeaf? }` joins a voice or stage channel
 * or moves there (View Channel and Connect; 200 the voice state), `POST …/voice-states/:userId/leave`
 * leaves (204). Each tells bots VOICE_STATE_UPDATE.
 */
export function registerUserVoiceRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'POST',
        path: voiceStates,
        handler: async ({ request, emulator, params }) => {
          const guild = worldGuild(emulator, params.guildId);
          const fields = new AdminFields(
            await readJsonBody(request),
            ['userId', 'channelId', 'selfMute', 'selfDeaf'],
            '{ "userId": "…", "channelId": "…" }',
          );
          const userId = fields.snowflake('userId', 'the member who joins');
          const channelId = fields.snowflake('channelId', 'the voice or stage channel');
          const state = joinVoice(emulator, guild, userId, channelId, {
            selfMute: fields.boolean('selfMute', false),
            selfDeaf: fields.boolean('selfDeaf', false),
          });
          return jsonResponse(200, toApiVoiceState(emulator.state.world, guild, state));
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${voiceStates}/:userId/leave`,
        handler: async ({ request, emulator, params }) => {
          const guild = worldGuild(emulator, params.guildId);
          new AdminFields(await readJsonBody(request), [], '{}');
          leaveVoice(emulator, guild, params.userId);
          return jsonResponse(204);
        },
      }),
    );
}
