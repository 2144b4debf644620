import { MessageFlags } from '@slashkit/api';
import type { DmChannels } from '../state/dm-channels.js';
import type { EmulatorMessage } from '../state/emulator-message.js';

/**
 * Why a user cannot see a message (beyond View Channel): `ephemeral` when it is an ephemeral answer to
 * another user, `private` when it is in another user's DM or private channel with an app; null when they
 * can. Used both to refuse components on such messages and to list what a user's client shows.
 */
export function messageHiddenFrom(
  message: EmulatorMessage,
  userId: string,
  dmChannels: Pick<DmChannels, 'ownerOf'>,
): 'ephemeral' | 'private' | null {
  if (
    ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0 &&
    message.interaction_metadata?.user.id !== userId
  )
    return 'ephemeral';
  const dm = dmChannels.ownerOf(message.channel_id);
  if (dm && dm.userId !== userId) return 'private';
  return null;
}
