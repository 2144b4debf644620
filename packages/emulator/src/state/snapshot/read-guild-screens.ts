import { GuildLimits, isSnowflake, type JsonObject, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/**
 * Checks `guildScreens`: each names a guild of the snapshot's world once; its welcome screen holds a
 * description (a string or null) and at most 5 channels, each with a description and its emoji; its
 * onboarding its prompts (each with its options), default channels, `enabled` and mode. Channel and role
 * ids need only be snowflakes: one that was deleted since is left out when the screen is read.
 */
export function readGuildScreens(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<unknown>();
  reader.array(value, 'guildScreens').forEach((item, index) => {
    const at = `guildScreens[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.knownKeys(record, at, ['guildId', 'welcomeScreen', 'onboarding']);
    reader.reference(record, 'guildId', at, refs.guilds, 'guild');
    const guildId = ownValue(record, 'guildId');
    if (seen.has(guildId)) reader.problem(`${at}.guildId`, 'this guild has two records');
    seen.add(guildId);
    if (ownValue(record, 'welcomeScreen') !== undefined) {
      const screen = reader.objectAt(record, 'welcomeScreen', at);
      if (screen) readWelcomeScreen(reader, screen, `${at}.welcomeScreen`);
    }
    if (ownValue(record, 'onboarding') !== undefined) {
      const onboarding = reader.objectAt(record, 'onboarding', at);
      if (onboarding) readOnboarding(reader, onboarding, `${at}.onboarding`);
    }
  });
}

function readWelcomeScreen(reader: SnapshotReader, screen: JsonObject, at: string): void {
  reader.knownKeys(screen, at, ['description', 'welcome_channels']);
  reader.string(screen, 'description', at, true);
  const channels = reader.objectsAt(screen, 'welcome_channels', at);
  if (channels.length > GuildLimits.welcomeChannelsMax)
    reader.problem(`${at}.welcome_channels`, `at most ${GuildLimits.welcomeChannelsMax} channels`);
  for (const [channel, path] of channels) {
    reader.knownKeys(channel, path, ['channel_id', 'description', 'emoji_id', 'emoji_name']);
    reader.snowflake(channel, 'channel_id', path);
    reader.string(channel, 'description', path);
    reader.snowflake(channel, 'emoji_id', path, true);
    reader.string(channel, 'emoji_name', path, true);
  }
}

function readOnboarding(reader: SnapshotReader, onboarding: JsonObject, at: string): void {
  reader.knownKeys(onboarding, at, ['prompts', 'default_channel_ids', 'enabled', 'mode']);
  reader.list(onboarding, 'default_channel_ids', at, isSnowflake, 'a channel id');
  reader.boolean(onboarding, 'enabled', at);
  reader.oneOf(onboarding, 'mode', at, [0, 1]);
  const prompts = reader.objectsAt(onboarding, 'prompts', at);
  if (prompts.length > GuildLimits.onboardingPromptsMax)
    reader.problem(`${at}.prompts`, `at most ${GuildLimits.onboardingPromptsMax} prompts`);
  for (const [prompt, path] of prompts) {
    reader.knownKeys(prompt, path, [
      'id',
      'type',
      'title',
      'options',
      'single_select',
      'required',
      'in_onboarding',
    ]);
    reader.snowflake(prompt, 'id', path);
    reader.oneOf(prompt, 'type', path, [0, 1]);
    reader.string(prompt, 'title', path);
    for (const key of ['single_select', 'required', 'in_onboarding']) reader.boolean(prompt, key, path);
    for (const [option, where] of reader.objectsAt(prompt, 'options', path)) {
      reader.knownKeys(option, where, ['id', 'title', 'description', 'emoji', 'role_ids', 'channel_ids']);
      reader.snowflake(option, 'id', where);
      reader.string(option, 'title', where);
      reader.string(option, 'description', where);
      reader.list(option, 'role_ids', where, isSnowflake, 'a role id');
      reader.list(option, 'channel_ids', where, isSnowflake, 'a channel id');
      const emoji = reader.objectAt(option, 'emoji', where);
      if (!emoji) continue;
      reader.knownKeys(emoji, `${where}.emoji`, ['id', 'name', 'animated']);
      reader.snowflake(emoji, 'id', `${where}.emoji`, true);
      reader.string(emoji, 'name', `${where}.emoji`, true);
      reader.boolean(emoji, 'animated', `${where}.emoji`);
    }
  }
}
