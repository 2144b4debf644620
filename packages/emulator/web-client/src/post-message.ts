import { call, type ErrorBody } from './api.js';
import type { Session } from './session.js';

/**
 * Posts what the user typed (no `/`) as their message in the guild channel or thread they are in, through
 * the admin API's message route (MESSAGE_CREATE as for any user's message; a timed-out member is refused).
 * In a DM the client sends commands only. Resolves true once posted.
 */
export async function postMessage(session: Session, content: string): Promise<boolean> {
  const place = session.place;
  if (!('guildId' in place)) {
    session.notice('The emulator client sends commands only in a DM: type / to pick one.');
    return false;
  }
  const answer = await call<ErrorBody>('POST', '/_emulator/messages', {
    guildId: place.guildId,
    channelId: place.channelId,
    authorId: session.userId,
    content,
  });
  if (!answer.ok && answer.status !== 0)
    session.notice(answer.data?.message ?? `Cannot post (HTTP ${answer.status})`, 'error');
  return answer.ok;
}
