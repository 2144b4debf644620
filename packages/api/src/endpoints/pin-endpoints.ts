import type {
  RESTGetAPIChannelMessagesPinsQuery,
  RESTGetAPIChannelMessagesPinsResult,
} from '../types/pin.js';
import type { APIMessage } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const pins = '/channels/:channelId/messages/pins';
const oldPins = '/channels/:channelId/pins';
// Limited per channel; pinning and unpinning are idempotent, so a repeat is safe.
const perChannel = { auth: ['bot'], major: ['channelId'], global: true, replay: 'always' } as const;

/**
 * The pinned messages of a channel: the paginated list and pin/unpin under `/messages/pins`, and the older
 * routes under `/pins` that some libraries still call (the same pins; the old list is one array of at most
 * 50 messages).
 * @see {@link https://discord.com/developers/docs/resources/message#get-channel-pins | Get Channel Pins}
 */
export const PinEndpoints = {
  listPins: defineEndpoint<{
    result: RESTGetAPIChannelMessagesPinsResult;
    query: RESTGetAPIChannelMessagesPinsQuery;
  }>()({
    operationId: 'list_pins',
    method: 'GET',
    route: pins,
    ...perChannel,
    query: ['before', 'limit'],
  }),
  createPin: defineEndpoint()({
    operationId: 'create_pin',
    method: 'PUT',
    route: `${pins}/:messageId`,
    ...perChannel,
    reason: true,
  }),
  deletePin: defineEndpoint()({
    operationId: 'delete_pin',
    method: 'DELETE',
    route: `${pins}/:messageId`,
    ...perChannel,
    reason: true,
  }),
  deprecatedListPins: defineEndpoint<{ result: APIMessage[] }>()({
    operationId: 'deprecated_list_pins',
    method: 'GET',
    route: oldPins,
    ...perChannel,
  }),
  deprecatedCreatePin: defineEndpoint()({
    operationId: 'deprecated_create_pin',
    method: 'PUT',
    route: `${oldPins}/:messageId`,
    ...perChannel,
    reason: true,
  }),
  deprecatedDeletePin: defineEndpoint()({
    operationId: 'deprecated_delete_pin',
    method: 'DELETE',
    route: `${oldPins}/:messageId`,
    ...perChannel,
    reason: true,
  }),
} as const;
