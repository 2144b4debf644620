import { type Answer, call, type ErrorBody } from './api.js';
import type { Command, Outcome, Place, Places, World, WorldUser } from './types.js';

/** What every view shares: who the user is, where, what they may run here, and how to act. */
export interface Session {
  world: World;
  userId: string;
  place: Place;
  places: Places;
  /** The commands this user may see here (from the admin API, localized). */
  commands: Command[];
  user(): WorldUser;
  /** The place as query parameters of the admin read endpoints. */
  query(): string;
  /**
   * Sends an interaction request (command, component, modal) and shows its outcome. `onInvalid` may show a
   * 400 (the emulator's own check of the values, as the real client's before sending) next to the inputs:
   * it returns true when it did, else the refusal becomes a notice.
   */
  interact(
    path: string,
    body: Record<string, unknown>,
    label: string,
    onInvalid?: (answer: Answer<ErrorBody>) => boolean,
  ): Promise<Outcome | null>;
  /** Shows a note only this browser sees (errors before sending, refusals, failures). */
  notice(text: string, kind?: 'error' | 'info'): void;
  /** Called by the views with every interaction's status and timing (developer panel). */
  onActivity?: (line: string) => void;
  /** Called when a modal opens. */
  onModal?: (outcome: Outcome) => void;
  /** The emulator's clock minus this browser's (ms), as last read: relative timestamps count from it. */
  clockOffset?: number;
}

/** The place as query parameters. */
export function placeQuery(place: Place): string {
  return 'guildId' in place
    ? `guildId=${place.guildId}&channelId=${place.channelId}`
    : `context=1&applicationId=${place.applicationId}`;
}

/** The place as fields of `POST /_emulator/interactions`. */
export function placeFields(place: Place): Record<string, unknown> {
  return 'guildId' in place
    ? { guildId: place.guildId, channelId: place.channelId }
    : { context: 1, applicationId: place.applicationId };
}

/** What a user reads when the emulator refuses before anything is sent (as the real client words it). */
export function refusalText(answer: Answer<ErrorBody>): string {
  const reason = answer.data?.reason;
  const detail = answer.data?.message ?? `HTTP ${answer.status}`;
  switch (reason) {
    case 'MISSING_PERMISSIONS':
    case 'PERMISSION_DENIED':
      return `You do not have permission to use this command. (${detail})`;
    case 'UNKNOWN_COMMAND':
    case 'STALE_COMMAND':
      return `This command is outdated, please try again in a few minutes. (${detail})`;
    case undefined:
      return detail;
    default:
      return `This interaction failed. (${detail})`;
  }
}

/**
 * What the real client shows when an interaction fails: a command the app did not answer in time (or whose
 * endpoint failed) "did not respond"; a wrong answer, and any failed button, select or modal, "failed".
 * The emulator's reason follows, for the developer.
 */
export function failureText(path: string, outcome: Outcome): string {
  const command = path === '/_emulator/interactions';
  const slow = /did not respond/i.test(outcome.error ?? '');
  const headline = command && slow ? 'The application did not respond' : 'This interaction failed';
  return outcome.error
    ? `${headline} — ${outcome.error.replace(/^The application did not respond: /, '')}`
    : headline;
}

/** Sends an interaction request and reports the outcome: failures as users see them, modals to the dialog. */
export async function interact(
  session: Session,
  path: string,
  body: Record<string, unknown>,
  label: string,
  onInvalid?: (answer: Answer<ErrorBody>) => boolean,
): Promise<Outcome | null> {
  const started = performance.now();
  const answer = await call<Outcome & ErrorBody>('POST', path, { userId: session.userId, ...body });
  const ms = Math.round(performance.now() - started);
  // Nothing answered: the page's banner says the emulator has stopped; a notice would repeat it.
  if (answer.status === 0) {
    session.onActivity?.(`${label}: not sent, the emulator has stopped (${ms} ms)`);
    return null;
  }
  if (!answer.ok) {
    session.onActivity?.(`${label}: refused ${answer.status} ${answer.data?.reason ?? ''} (${ms} ms)`);
    if (answer.status === 400 && onInvalid?.(answer)) return null;
    session.notice(refusalText(answer), 'error');
    return null;
  }
  const outcome = answer.data;
  session.onActivity?.(
    `${label}: ${outcome.status} over ${outcome.delivery}${outcome.responseType ? `, type ${outcome.responseType}${outcome.respondedVia ? ` ${outcome.respondedVia}` : ''}` : ''} (${ms} ms)`,
  );
  if (outcome.status === 'failed') session.notice(failureText(path, outcome), 'error');
  else if (outcome.responseType === 9) session.onModal?.(outcome);
  return outcome;
}

/** Fetches what a user sees at a place: the commands (localized) for the picker and the Apps menus. */
export async function loadCommands(userId: string, place: Place): Promise<Command[]> {
  const answer = await call<Command[]>('GET', `/_emulator/users/${userId}/commands?${placeQuery(place)}`);
  return answer.ok ? answer.data : [];
}
