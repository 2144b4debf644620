import type { RESTGetAPIChannelMessageReactionUsersQuery } from '../types/reaction.js';
import type { APIUser } from '../types/resolved-objects.js';
import { defineEndpoint } from './define-endpoint.js';

const reactions = '/channels/:channelId/messages/:messageId/reactions';
const emoji = `${reactions}/:emojiName`;
// Every reaction route is limited per channel; adding and removing are idempotent, so a repeat is safe.
const perChannel = { auth: ['bot'], major: ['channelId'], global: true, replay: 'always' } as const;

/**
 * The reactions of a message: the bot's own (add, remove), another user's (remove), all of one emoji or
 * all of them (remove), and who reacted with an emoji. `:emojiName` is a unicode emoji or a custom emoji's
 * `name:id`, percent-encoded in the path (`endpointPath` does it).
 * @see {@link https://discord.com/developers/docs/resources/message#create-reaction | Create Reaction}
 */
export const ReactionEndpoints = {
  addMyMessageReaction: defineEndpoint()({
    operationId: 'add_my_message_reaction',
    method: 'PUT',
    route: `${emoji}/@me`,
    ...perChannel,
  }),
  deleteMyMessageReaction: defineEndpoint()({
    operationId: 'delete_my_message_reaction',
    method: 'DELETE',
    route: `${emoji}/@me`,
    ...perChannel,
  }),
  deleteUserMessageReaction: defineEndpoint()({
    operationId: 'delete_user_message_reaction',
    method: 'DELETE',
    route: `${emoji}/:userId`,
    ...perChannel,
  }),
  listMessageReactionsByEmoji: defineEndpoint<{
    result: APIUser[];
    query: RESTGetAPIChannelMessageReactionUsersQuery;
  }>()({
    operationId: 'list_message_reactions_by_emoji',
    method: 'GET',
    route: emoji,
    ...perChannel,
    query: ['after', 'limit', 'type'],
  }),
  deleteAllMessageReactionsByEmoji: defineEndpoint()({
    operationId: 'delete_all_message_reactions_by_emoji',
    method: 'DELETE',
    route: emoji,
    ...perChannel,
  }),
  deleteAllMessageReactions: defineEndpoint()({
    operationId: 'delete_all_message_reactions',
    method: 'DELETE',
    route: reactions,
    ...perChannel,
  }),
} as const;
