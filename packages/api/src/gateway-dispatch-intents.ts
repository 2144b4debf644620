import { GatewayIntentBits as I } from './gateway-intents.js';

/**
 * The intent a dispatch needs: `guild` for the event in a guild, `dm` in a DM; `0` for one sent without an
 * intent (the app's own interactions, entitlements…); a missing side is not sent there.
 */
export interface DispatchIntent {
  readonly guild?: number;
  readonly dm?: number;
}

// The app's own events: sent to its sessions whatever their intents.
const own = { guild: 0, dm: 0 } as const;
const guilds = { guild: I.Guilds } as const;
const members = { guild: I.GuildMembers } as const;
const moderation = { guild: I.GuildModeration } as const;
const expressions = { guild: I.GuildExpressions } as const;
const integrations = { guild: I.GuildIntegrations } as const;
const messages = { guild: I.GuildMessages, dm: I.DirectMessages } as const;
const reactions = { guild: I.GuildMessageReactions, dm: I.DirectMessageReactions } as const;
const polls = { guild: I.GuildMessagePolls, dm: I.DirectMessagePolls } as const;
const events = { guild: I.GuildScheduledEvents } as const;
const automodRules = { guild: I.AutoModerationConfiguration } as const;

/**
 * Every dispatch the gateway sends from events, with the intent each needs as Discord's list of intents
 * gives them: the one list the emulator's gateway filters every session's dispatches by (an event not
 * listed is never dispatched).
 * @example
 * GatewayDispatchIntents.GUILD_ROLE_CREATE; // { guild: GatewayIntentBits.Guilds }
 * @see {@link https://discord.com/developers/docs/events/gateway#list-of-intents | List of intents}
 */
export const GatewayDispatchIntents: Readonly<Record<string, DispatchIntent>> = Object.freeze({
  INTERACTION_CREATE: own,
  APPLICATION_COMMAND_PERMISSIONS_UPDATE: own,
  ENTITLEMENT_CREATE: own,
  ENTITLEMENT_UPDATE: own,
  ENTITLEMENT_DELETE: own,
  SUBSCRIPTION_CREATE: own,
  SUBSCRIPTION_UPDATE: own,
  SUBSCRIPTION_DELETE: own,
  USER_UPDATE: own,
  VOICE_SERVER_UPDATE: { guild: 0 },
  GUILD_CREATE: guilds,
  GUILD_UPDATE: guilds,
  GUILD_DELETE: guilds,
  GUILD_ROLE_CREATE: guilds,
  GUILD_ROLE_UPDATE: guilds,
  GUILD_ROLE_DELETE: guilds,
  CHANNEL_CREATE: guilds,
  CHANNEL_UPDATE: guilds,
  CHANNEL_DELETE: guilds,
  CHANNEL_PINS_UPDATE: { guild: I.Guilds, dm: I.DirectMessages },
  THREAD_CREATE: guilds,
  THREAD_UPDATE: guilds,
  THREAD_DELETE: guilds,
  THREAD_LIST_SYNC: guilds,
  THREAD_MEMBER_UPDATE: guilds,
  // Others joining and leaving a thread; the bot's own membership comes with Guilds alone.
  THREAD_MEMBERS_UPDATE: members,
  STAGE_INSTANCE_CREATE: guilds,
  STAGE_INSTANCE_UPDATE: guilds,
  STAGE_INSTANCE_DELETE: guilds,
  GUILD_MEMBER_ADD: members,
  GUILD_MEMBER_UPDATE: members,
  GUILD_MEMBER_REMOVE: members,
  GUILD_AUDIT_LOG_ENTRY_CREATE: moderation,
  GUILD_BAN_ADD: moderation,
  GUILD_BAN_REMOVE: moderation,
  GUILD_EMOJIS_UPDATE: expressions,
  GUILD_STICKERS_UPDATE: expressions,
  GUILD_SOUNDBOARD_SOUND_CREATE: expressions,
  GUILD_SOUNDBOARD_SOUND_UPDATE: expressions,
  GUILD_SOUNDBOARD_SOUND_DELETE: expressions,
  GUILD_SOUNDBOARD_SOUNDS_UPDATE: expressions,
  GUILD_INTEGRATIONS_UPDATE: integrations,
  INTEGRATION_CREATE: integrations,
  INTEGRATION_UPDATE: integrations,
  INTEGRATION_DELETE: integrations,
  WEBHOOKS_UPDATE: { guild: I.GuildWebhooks },
  INVITE_CREATE: { guild: I.GuildInvites },
  INVITE_DELETE: { guild: I.GuildInvites },
  VOICE_STATE_UPDATE: { guild: I.GuildVoiceStates },
  VOICE_CHANNEL_EFFECT_SEND: { guild: I.GuildVoiceStates },
  PRESENCE_UPDATE: { guild: I.GuildPresences },
  MESSAGE_CREATE: messages,
  MESSAGE_UPDATE: messages,
  MESSAGE_DELETE: messages,
  MESSAGE_DELETE_BULK: { guild: I.GuildMessages },
  MESSAGE_REACTION_ADD: reactions,
  MESSAGE_REACTION_REMOVE: reactions,
  MESSAGE_REACTION_REMOVE_ALL: reactions,
  MESSAGE_REACTION_REMOVE_EMOJI: reactions,
  TYPING_START: { guild: I.GuildMessageTyping, dm: I.DirectMessageTyping },
  GUILD_SCHEDULED_EVENT_CREATE: events,
  GUILD_SCHEDULED_EVENT_UPDATE: events,
  GUILD_SCHEDULED_EVENT_DELETE: events,
  GUILD_SCHEDULED_EVENT_USER_ADD: events,
  GUILD_SCHEDULED_EVENT_USER_REMOVE: events,
  AUTO_MODERATION_RULE_CREATE: automodRules,
  AUTO_MODERATION_RULE_UPDATE: automodRules,
  AUTO_MODERATION_RULE_DELETE: automodRules,
  AUTO_MODERATION_ACTION_EXECUTION: { guild: I.AutoModerationExecution },
  MESSAGE_POLL_VOTE_ADD: polls,
  MESSAGE_POLL_VOTE_REMOVE: polls,
});

/**
 * The intent bit a dispatch of `type` needs in a guild (`inGuild`) or a DM: `0` when it needs none,
 * `undefined` when it is not dispatched there (or not at all). Own properties only.
 * @example
 * dispatchIntent('MESSAGE_REACTION_ADD', false); // GatewayIntentBits.DirectMessageReactions
 */
export function dispatchIntent(type: string, inGuild: boolean): number | undefined {
  const needed = Object.hasOwn(GatewayDispatchIntents, type) ? GatewayDispatchIntents[type] : undefined;
  return inGuild ? needed?.guild : needed?.dm;
}

/**
 * Whether a session with `intents` receives a dispatch of `type` in a guild (`inGuild`) or a DM.
 * @example
 * receivesDispatch('TYPING_START', GatewayIntentBits.GuildMessageTyping, true); // true
 */
export function receivesDispatch(type: string, intents: number, inGuild: boolean): boolean {
  const bit = dispatchIntent(type, inGuild);
  return bit !== undefined && (bit === 0 || (intents & bit) !== 0);
}
