import { ChannelType, FieldErrorCodes, RESTJSONErrorCodes, ThreadChannelTypes } from '@slashkit/api';
import { badRequest, invalidForm } from '../http/http-error.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** Whether a channel type is one users connect to: a voice or stage channel (which has a `user_limit`). */
export function isVoiceType(type: ChannelType): boolean {
  return type === ChannelType.GuildVoice || type === ChannelType.GuildStageVoice;
}

/** Whether a channel is a thread (its settings are a thread's, its overwrites its parent's). */
export function isThread(channel: EmulatorChannel): boolean {
  return ThreadChannelTypes.includes(channel.type);
}

/**
 * The category `parentId` names for a channel of the guild, as `parent_id` sets it: null for none;
 * 400/50035 at `parent_id` when it is no category of the guild (or the channel is a category itself).
 */
export function categoryFor(guild: EmulatorGuild, parentId: string | null, type: ChannelType): string | null {
  if (parentId === null) return null;
  const parent = guild.channels.find((c) => c.id === parentId);
  if (type === ChannelType.GuildCategory || !parent || parent.type !== ChannelType.GuildCategory)
    throw invalidForm([
      {
        path: ['parent_id'],
        code: FieldErrorCodes.ChannelParentInvalid,
        message:
          type === ChannelType.GuildCategory
            ? 'A category cannot be in a category'
            : `Channel ${parentId} is not a category of this guild`,
      },
    ]);
  return parent.id;
}

/** Refuses a guild-channel action on a thread with 400/50024 (what the service says of such a type). */
export function requireNotThread(channel: EmulatorChannel, what: string): void {
  if (isThread(channel))
    throw badRequest(
      `Cannot execute action on this channel type: a thread has no ${what} of its own (its parent's apply)`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
}
