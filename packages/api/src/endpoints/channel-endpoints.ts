import type { APIChannel } from '../types/channel.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * The channel operations (guild channels, threads and DMs), limited per channel.
 * @see {@link https://discord.com/developers/docs/resources/channel | Channel resource}
 */
export const ChannelEndpoints = {
  getChannel: defineEndpoint<{ result: APIChannel }>()({
    operationId: 'get_channel',
    method: 'GET',
    route: '/channels/:channelId',
    auth: ['bot'],
    major: ['channelId'],
    global: true,
    replay: 'always',
  }),
} as const;
