import { type APIPartialEmoji, PermissionFlags, reactionEmoji } from '@slashkit/api';
import { userLacks, userRefusalResponse, userTimedOut } from '../access/user-refusal.js';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { messageReactions } from '../messages/message-reactions.js';
import { userMessageTarget } from '../messages/user-message-target.js';
import { knownEmoji } from './known-emoji.js';
import { addReaction, checkNewEmoji, removeReaction } from './reaction-changes.js';

const known = ['userId', 'messageId', 'emoji', 'burst'] as const;
const example = '{ "userId": "…", "messageId": "…", "emoji": "👍" }';

/** The emoji of an admin body: a unicode emoji, or a custom emoji as `name:id`. */
function emojiField(fields: AdminFields): APIPartialEmoji {
  const text = fields.string('emoji', 1, 80);
  const emoji = reactionEmoji(text);
  if (!emoji) throw badRequest(`emoji: ${JSON.stringify(text)} is neither a unicode emoji nor name:id`);
  return emoji;
}

/**
 * The admin routes through which a user of the world reacts, as the client lets them:
 * `POST /_emulator/reactions` `{ userId, messageId, emoji, burst? }` (they see the message, hold Read
 * Message History, and Add Reactions for an emoji nobody used yet; never while timed out) and `POST /_emulator/reactions/remove`
 * (the same body: their own reaction goes). Each answers `{ reactions }`, the message's reactions as that
 * user sees them, and publishes the gateway event a bot receives.
 */
export function registerUserReactionRoutes(router: Router): void {
  router
    .add({
      method: 'POST',
      path: '/_emulator/reactions',
      handler: async ({ request, emulator }) => {
        const fields = new AdminFields(await readJsonBody(request), known, example);
        const userId = fields.snowflake('userId', 'the user who reacts');
        const target = userMessageTarget(emulator, userId, fields.snowflake('messageId', 'the message'));
        if ('reason' in target) return userRefusalResponse(target);
        const emoji = knownEmoji(emulator, emojiField(fields), null);
        const { place, message } = target;
        // A new emoji takes Add Reactions (a DM grants it), and the message may hold only so many.
        const fresh = checkNewEmoji(emulator, message, emoji);
        const refusal =
          (place.kind === 'guild' ? userTimedOut(place.user, place.member, emulator.clock.now()) : null) ??
          userLacks(place, PermissionFlags.ReadMessageHistory, 'Read Message History') ??
          (fresh ? userLacks(place, PermissionFlags.AddReactions, 'Add Reactions for a new emoji') : null);
        if (refusal) return userRefusalResponse(refusal);
        addReaction(emulator, message, emoji, userId, fields.boolean('burst', false));
        return jsonResponse(200, {
          reactions: messageReactions(emulator.state.reactions, message.id, userId) ?? [],
        });
      },
    })
    .add({
      method: 'POST',
      path: '/_emulator/reactions/remove',
      handler: async ({ request, emulator }) => {
        const fields = new AdminFields(await readJsonBody(request), known, example);
        const userId = fields.snowflake('userId', 'the user whose reaction goes');
        const target = userMessageTarget(emulator, userId, fields.snowflake('messageId', 'the message'));
        if ('reason' in target) return userRefusalResponse(target);
        removeReaction(emulator, target.message, emojiField(fields), userId, fields.boolean('burst', false));
        return jsonResponse(200, {
          reactions: messageReactions(emulator.state.reactions, target.message.id, userId) ?? [],
        });
      },
    });
}
