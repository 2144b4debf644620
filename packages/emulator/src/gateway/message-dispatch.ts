import { type APIMessage, GatewayIntentBits, MessageFlags, PermissionFlags } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { MessageEvent } from '../events/message-events.js';
import { withoutContentFor } from '../messages/message-content-access.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { wireView } from '../messages/wire-view.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { botMember } from '../world/bot-member.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorApplication, EmulatorMember } from '../world/world.js';

/**
 * The payload of MESSAGE_CREATE, MESSAGE_UPDATE or MESSAGE_DELETE that `application`'s session with
 * `intents` receives for a message event of the bus, or null when it receives none. A session receives
 * the messages of guild channels its bot can view (View Channel) with GUILD_MESSAGES, and of the bot's DMs
 * with DIRECT_MESSAGES; never an ephemeral message. Creates and updates carry the whole message as the
 * channel endpoints send it, with `guild_id` and the author's `member` in guilds; without MESSAGE_CONTENT,
 * `content`, `embeds`, `attachments` and `components` are empty except in DMs, in messages that mention
 * the bot and in the bot's own messages. Deletes carry the ids.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-create | Message Create event}
 */
export function messageDispatch(
  state: EmulatorState,
  application: EmulatorApplication,
  intents: number,
  event: MessageEvent,
): object | null {
  const { channel_id: channelId, guild_id: guildId } = event.data;
  let member: EmulatorMember | null = null;
  if (guildId !== undefined) {
    if ((intents & GatewayIntentBits.GuildMessages) === 0) return null;
    const guild = state.world.guilds.find((g) => g.id === guildId);
    const channel = guild?.channels.find((c) => c.id === channelId);
    member = guild ? botMember(guild, application) : null;
    if (!guild || !channel || !member) return null;
    const permissions = channelPermissions(guild, channel, member.roles, application.bot.id);
    if ((permissions & PermissionFlags.ViewChannel) === 0n) return null;
  } else {
    if ((intents & GatewayIntentBits.DirectMessages) === 0) return null;
    const owner = state.dmChannels.ownerOf(channelId);
    // Only the bot's own DMs: a private channel (context 2) is a conversation of users the bot is not in.
    if (owner?.applicationId !== application.id || owner.context !== 1) return null;
  }
  if (event.type === 'MESSAGE_DELETE') return { ...event.data };
  const message = state.messages.get(event.data.id);
  if (!message || ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0) return null;
  const channelMessage = toChannelMessage(
    message,
    state.messages,
    wireView(state, application.bot.id),
    'gateway',
  );
  const seesContent = guildId === undefined || (intents & GatewayIntentBits.MessageContent) !== 0;
  const wire: APIMessage & { guild_id?: string; member?: object } = seesContent
    ? channelMessage
    : withoutContentFor(channelMessage, application.bot.id);
  if (guildId !== undefined) {
    const author = authorMember(state, guildId, message);
    if (author) {
      const { user: _user, ...partial } = toApiGuildMember(author, message.author);
      wire.member = partial;
    }
  }
  return wire;
}

/** The author's member in the message's guild (a bot's too), or null for webhooks and non-members. */
function authorMember(
  state: EmulatorState,
  guildId: string,
  message: EmulatorMessage,
): EmulatorMember | null {
  const guild = state.world.guilds.find((g) => g.id === guildId);
  if (!guild) return null;
  const own = guild.members.find((m) => m.userId === message.author.id);
  if (own) return own;
  const app = state.world.applications.find((a) => a.bot.id === message.author.id);
  return app ? botMember(guild, app) : null;
}
