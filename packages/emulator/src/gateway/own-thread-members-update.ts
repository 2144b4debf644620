import type { GatewayThreadMembersUpdateData } from '@slashkit/api';
import type { EmulatorEvent } from '../events/emulator-event.js';

/**
 * Whether an event is a THREAD_MEMBERS_UPDATE that tells of `botId`'s own membership (it was added to or
 * removed from the thread). The service sends that one to the bot without the GUILD_MEMBERS intent, and
 * to a bot removed from a private thread although it can no longer see the thread.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#thread-members-update | Thread Members Update}
 */
export function ownThreadMembersUpdate(event: EmulatorEvent, botId: string): boolean {
  if (event.type !== 'THREAD_MEMBERS_UPDATE') return false;
  // The emulator's own payload (see `publishMembersUpdate`), never a client's.
  const data = event.data as GatewayThreadMembersUpdateData;
  return (
    (data.added_members ?? []).some((m) => m.user_id === botId) ||
    (data.removed_member_ids ?? []).includes(botId)
  );
}
