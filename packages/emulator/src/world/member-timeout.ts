import type { EmulatorMember } from './world.js';

/**
 * Whether a member is timed out at emulator time `now`: their `communicationDisabledUntil` is later. A
 * timeout ends by itself when the clock passes it (`POST /_emulator/clock` moves the clock).
 */
export function isTimedOut(
  member: Pick<EmulatorMember, 'communicationDisabledUntil'> | undefined,
  now: number,
): boolean {
  const until = member?.communicationDisabledUntil;
  return typeof until === 'string' && Date.parse(until) > now;
}
