import { PrivilegedIntentFlags } from './enums/application-flags.js';

/**
 * The gateway intents an Identify's `intents` bit set may hold: each selects a group of dispatches.
 * @example
 * const intents = GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages;
 * @see {@link https://discord.com/developers/docs/events/gateway#gateway-intents | Gateway intents}
 */
export const GatewayIntentBits = {
  /** GUILD_CREATE/GUILD_DELETE, roles, channels and threads. */
  Guilds: 1 << 0,
  /** Member events (privileged). */
  GuildMembers: 1 << 1,
  GuildModeration: 1 << 2,
  GuildExpressions: 1 << 3,
  GuildIntegrations: 1 << 4,
  GuildWebhooks: 1 << 5,
  GuildInvites: 1 << 6,
  GuildVoiceStates: 1 << 7,
  /** Presences, and every member in GUILD_CREATE of a guild that is not large (privileged). */
  GuildPresences: 1 << 8,
  /** MESSAGE_CREATE, MESSAGE_UPDATE and MESSAGE_DELETE in guild channels. */
  GuildMessages: 1 << 9,
  GuildMessageReactions: 1 << 10,
  GuildMessageTyping: 1 << 11,
  /** MESSAGE_CREATE, MESSAGE_UPDATE and MESSAGE_DELETE in DMs. */
  DirectMessages: 1 << 12,
  DirectMessageReactions: 1 << 13,
  DirectMessageTyping: 1 << 14,
  /** The content of messages the bot is not mentioned in (privileged): see {@link MessageContentFields}. */
  MessageContent: 1 << 15,
  GuildScheduledEvents: 1 << 16,
  AutoModerationConfiguration: 1 << 20,
  AutoModerationExecution: 1 << 21,
  GuildMessagePolls: 1 << 24,
  DirectMessagePolls: 1 << 25,
} as const;

/** Every intent bit the service knows: an Identify with any other bit set is closed with 4013. */
export const knownGatewayIntents: number = Object.values(GatewayIntentBits).reduce(
  (all, bit) => all | bit,
  0,
);

/**
 * The privileged intents and the application flags that grant each: an Identify holding one the app's
 * flags do not grant is closed with 4014 Disallowed intent(s).
 * @see {@link https://discord.com/developers/docs/events/gateway#privileged-intents | Privileged intents}
 */
export const PrivilegedIntents: readonly { intent: number; name: string; flags: number }[] = Object.freeze([
  {
    intent: GatewayIntentBits.GuildMembers,
    name: 'GUILD_MEMBERS',
    flags: PrivilegedIntentFlags.GuildMembers,
  },
  {
    intent: GatewayIntentBits.GuildPresences,
    name: 'GUILD_PRESENCES',
    flags: PrivilegedIntentFlags.GuildPresences,
  },
  {
    intent: GatewayIntentBits.MessageContent,
    name: 'MESSAGE_CONTENT',
    flags: PrivilegedIntentFlags.MessageContent,
  },
]);

/**
 * The names of the privileged intents in `intents` that an app with `applicationFlags` is not granted
 * (empty when it may identify with them).
 * @example
 * disallowedIntents(GatewayIntentBits.MessageContent, 0); // ['MESSAGE_CONTENT']
 * @see {@link https://discord.com/developers/docs/events/gateway#privileged-intents | Privileged intents}
 */
export function disallowedIntents(intents: number, applicationFlags: number): string[] {
  return PrivilegedIntents.filter(
    (p) => (intents & p.intent) !== 0 && (applicationFlags & p.flags) === 0,
  ).map((p) => p.name);
}

/**
 * The message fields that hold message content, which a bot without the MESSAGE_CONTENT intent (on the
 * gateway: its Identify's intents; over REST: its application's flags) does not receive, except in DMs,
 * in messages that mention it and in its own messages: `content`, `embeds`, `attachments` and
 * `components` come empty, `poll` is left out. `withoutMessageContent` applies them to a message.
 * @see {@link https://discord.com/developers/docs/events/gateway#message-content-intent | Message content intent}
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export const MessageContentFields = Object.freeze([
  'content',
  'embeds',
  'attachments',
  'components',
  'poll',
] as const);
