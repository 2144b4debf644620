import { MessageFlags, MessageLimits, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { userChannel } from '../access/user-channel.js';
import { userLacks, userRefusalResponse } from '../access/user-refusal.js';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { fillMentions } from '../messages/fill-mentions.js';
import { baseMessage } from '../messages/message-factory.js';
import { forwardedMessage, forwardParts } from '../messages/message-snapshot.js';
import { isDeletableMessage } from '../messages/system-message.js';
import { userMessageTarget } from '../messages/user-message-target.js';
import { toApiUser } from '../world/to-api-user.js';

const example = '{ "userId": "…", "content": "edited" }';

/**
 * The admin routes through which a user of the world changes what they wrote, as the client lets them:
 * `PATCH /_emulator/messages/:messageId` `{ userId, content }` edits their own message (403
 * `MISSING_PERMISSIONS` for anyone else's; content 1-2000 characters; `edited_timestamp` and the mentions
 * follow), and `POST /_emulator/messages/:messageId/delete` `{ userId }` deletes their own message, or in
 * a guild anyone's with Manage Messages, and `POST /_emulator/messages/:messageId/forward` `{ userId,
 * channelId }` forwards a message they see into a channel where they hold Send Messages (a new message
 * of theirs with its snapshot; the service's refusals of what cannot be forwarded, 400). Each publishes the
 * MESSAGE_UPDATE, MESSAGE_DELETE or MESSAGE_CREATE a bot receives; the edit and the forward answer the
 * message.
 */
export function registerUserMessageRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'PATCH',
        path: '/_emulator/messages/:messageId',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), ['userId', 'content'], example);
          const userId = fields.snowflake('userId', 'the user who edits');
          const target = userMessageTarget(emulator, userId, params.messageId);
          if ('reason' in target) return userRefusalResponse(target);
          const { message, place } = target;
          if (message.author.id !== userId)
            return userRefusalResponse({
              status: 403,
              reason: 'MISSING_PERMISSIONS',
              message: `${place.user.username} edits only their own messages`,
            });
          message.content = fields.string('content', 1, MessageLimits.contentMaxLength);
          message.edited_timestamp = new Date(emulator.clock.now()).toISOString();
          fillMentions(message, emulator.state.world, {
            guild: place.kind === 'guild' ? place.guild : null,
            mayMentionEveryone: (place.permissions & PermissionFlags.MentionEveryone) !== 0n,
          });
          emulator.state.messages.changed(message);
          return jsonResponse(200, message);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/messages/:messageId/delete',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), ['userId'], '{ "userId": "…" }');
          const userId = fields.snowflake('userId', 'the user who deletes');
          const target = userMessageTarget(emulator, userId, params.messageId);
          if ('reason' in target) return userRefusalResponse(target);
          const { message, place } = target;
          if (!isDeletableMessage(message.type))
            throw badRequest(
              `Cannot execute action on a system message: a message of type ${message.type} cannot be deleted`,
              RESTJSONErrorCodes.CannotExecuteOnSystemMessage,
            );
          if (message.author.id !== userId) {
            const refusal =
              place.kind === 'dm'
                ? {
                    status: 403 as const,
                    reason: 'MISSING_PERMISSIONS' as const,
                    message: 'in a DM a user deletes only their own messages',
                  }
                : userLacks(
                    place,
                    PermissionFlags.ManageMessages,
                    "Manage Messages to delete others' messages",
                  );
            if (refusal) return userRefusalResponse(refusal);
          }
          emulator.state.messages.delete(message.id);
          for (const file of message.attachments) emulator.state.attachments.delete(file.id);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/messages/:messageId/forward',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(
            await readJsonBody(request),
            ['userId', 'channelId'],
            '{ "userId": "…", "channelId": "…" }',
          );
          const userId = fields.snowflake('userId', 'the user who forwards');
          const channelId = fields.snowflake('channelId', 'the channel forwarded to');
          const source = userMessageTarget(emulator, userId, params.messageId);
          if ('reason' in source) return userRefusalResponse(source);
          const place = userChannel(emulator, userId, channelId);
          if ('reason' in place) return userRefusalResponse(place);
          const refusal = userLacks(place, PermissionFlags.SendMessages, 'Send Messages to forward');
          if (refusal) return userRefusalResponse(refusal);
          const original = forwardedMessage(emulator, source.message.channel_id, source.message.id);
          const now = emulator.clock.now();
          const forward = {
            ...baseMessage(emulator.nextId(), channelId, toApiUser(place.user), now),
            flags: MessageFlags.HasSnapshot,
            ...(place.kind === 'guild' ? { guild_id: place.guild.id } : {}),
            ...forwardParts(emulator, original),
          };
          return jsonResponse(201, emulator.state.messages.add(forward, null));
        },
      }),
    );
}
