import {
  type APIInteractionResponseMessageData,
  ApplicationCommandType,
  InteractionType,
  MessageFlags,
  PermissionFlags,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { InteractionRecord } from '../state/interaction-record.js';
import { botUser, toApiUser } from '../world/to-api-user.js';
import { fillMentions } from './fill-mentions.js';
import { interactionMetadata } from './interaction-metadata.js';
import { messageInteraction } from './message-interaction.js';
import { storedMessageBody } from './stored-message-body.js';

/** The fields every message has, empty: a message of `author` in `channelId` created at `now`. */
export function baseMessage(
  id: string,
  channelId: string,
  author: EmulatorMessage['author'],
  now: number,
): EmulatorMessage {
  return {
    id,
    channel_id: channelId,
    author,
    content: '',
    timestamp: new Date(now).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  };
}

/**
 * A message an interaction creates (original response, follow-up, launch notice): written by the app's
 * bot as a webhook of the app, type 20 (23 for context-menu commands), with the interaction's metadata;
 * `loading` marks a deferred response that is still "thinking…".
 */
export function responseMessage(
  context: EmulatorContext,
  record: InteractionRecord,
  data: APIInteractionResponseMessageData,
  loading: boolean,
): EmulatorMessage {
  const application = context.findApplication(record.applicationId);
  const interaction = record.interaction;
  const invoker = interaction.member?.user ?? interaction.user!;
  const contextMenu =
    interaction.type === InteractionType.ApplicationCommand &&
    (interaction.data.type === ApplicationCommandType.User ||
      interaction.data.type === ApplicationCommandType.Message);
  const message: EmulatorMessage = {
    ...baseMessage(
      context.nextId(),
      interaction.channel_id ?? '0',
      application ? botUser(application) : invoker,
      context.clock.now(),
    ),
    content: data.content ?? '',
    tts: data.tts === true,
    embeds: [],
    components: [],
    ...storedMessageBody(context, data),
    // Command replies are CHAT_INPUT_COMMAND (20) or CONTEXT_MENU_COMMAND (23); component and modal replies DEFAULT.
    type: interaction.type !== InteractionType.ApplicationCommand ? 0 : contextMenu ? 23 : 20,
    flags: (data.flags ?? 0) | (loading ? MessageFlags.Loading : 0),
    webhook_id: record.applicationId,
    application_id: record.applicationId,
    ...(interaction.guild_id ? { guild_id: interaction.guild_id } : {}),
    interaction_metadata: interactionMetadata(context, record),
    // Deprecated, and still sent beside interaction_metadata: older libraries find replies by it.
    interaction: messageInteraction(interaction),
  };
  // Interaction answers are sent as the app's webhook, which may mention everyone.
  fillMentions(message, context.state.world, {
    guild: (interaction.guild_id && context.findGuild(interaction.guild_id)) || null,
    mayMentionEveryone: true,
    allowedMentions: data.allowed_mentions,
  });
  return message;
}

/** A message written by a user of the world (a MESSAGE command's target); 400 when there is no such user. */
export function userMessage(
  context: EmulatorContext,
  input: { channelId: string; guildId: string | null; authorId: string; content: string },
): EmulatorMessage {
  const author = context.findUser(input.authorId);
  if (!author) throw badRequest(`authorId: no user ${input.authorId} in the world`);
  const message: EmulatorMessage = {
    ...baseMessage(context.nextId(), input.channelId, toApiUser(author), context.clock.now()),
    content: input.content,
    type: 0,
    ...(input.guildId ? { guild_id: input.guildId } : {}),
  };
  const guild = (input.guildId && context.findGuild(input.guildId)) || null;
  const channel = guild?.channels.find((c) => c.id === input.channelId);
  const member = guild?.members.find((m) => m.userId === author.id);
  const permissions =
    guild && channel && member
      ? channelPermissions(guild, channel, member.roles, author.id, context.clock.now())
      : 0n;
  fillMentions(message, context.state.world, {
    guild,
    mayMentionEveryone: (permissions & PermissionFlags.MentionEveryone) !== 0n,
  });
  return message;
}
