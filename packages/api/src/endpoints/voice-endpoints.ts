import type {
  APIVoiceRegion,
  APIVoiceState,
  RESTPatchAPIGuildVoiceStateCurrentMemberJSONBody,
  RESTPatchAPIGuildVoiceStateUserJSONBody,
} from '../types/voice.js';
import { defineEndpoint } from './define-endpoint.js';

const selfState = '/guilds/:guildId/voice-states/@me';
const userState = '/guilds/:guildId/voice-states/:userId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * Voice without audio: the regions (of the service, and those a guild may use), and who is in which
 * voice or stage channel of a guild (read by a bot there; on a stage, suppressed or not, asking to speak
 * or not, changed as the docs' caveats say).
 * @see {@link https://discord.com/developers/docs/resources/voice | Voice resource}
 */
export const VoiceEndpoints = {
  listVoiceRegions: defineEndpoint<{ result: APIVoiceRegion[] }>()({
    operationId: 'list_voice_regions',
    method: 'GET',
    route: '/voice/regions',
    auth: ['bot'],
    major: [],
    global: true,
    replay: 'always',
  }),
  listGuildVoiceRegions: defineEndpoint<{ result: APIVoiceRegion[] }>()({
    operationId: 'list_guild_voice_regions',
    method: 'GET',
    route: '/guilds/:guildId/regions',
    ...perGuild,
    replay: 'always',
  }),
  getSelfVoiceState: defineEndpoint<{ result: APIVoiceState }>()({
    operationId: 'get_self_voice_state',
    method: 'GET',
    route: selfState,
    ...perGuild,
    replay: 'always',
  }),
  getVoiceState: defineEndpoint<{ result: APIVoiceState }>()({
    operationId: 'get_voice_state',
    method: 'GET',
    route: userState,
    ...perGuild,
    replay: 'always',
  }),
  updateSelfVoiceState: defineEndpoint<{ body: RESTPatchAPIGuildVoiceStateCurrentMemberJSONBody }>()({
    operationId: 'update_self_voice_state',
    method: 'PATCH',
    route: selfState,
    ...perGuild,
    replay: 'always',
  }),
  updateVoiceState: defineEndpoint<{ body: RESTPatchAPIGuildVoiceStateUserJSONBody }>()({
    operationId: 'update_voice_state',
    method: 'PATCH',
    route: userState,
    ...perGuild,
    replay: 'always',
  }),
} as const;
