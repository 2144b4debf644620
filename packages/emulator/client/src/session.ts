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
  /** Sends an interaction request (command, autocomplete, component, modal) and shows its outcome. */
  interact(path: string, body: Record<string, unknown>, label: string): Promise<Outcome | null>;
  /** Shows a note only this browser sees (errors before sending, refusals, failures). */
  notice(text: string, kind?: 'error' | 'info'): void;
  /** Called by the views with every interaction's status and timing (developer panel). */
  onActivity?: (line: string) => void;
  /** Called when a modal opens. */
  onModal?: (outcome: Outcome) => void;
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

/** Sends an interaction request and reports the outcome: failures as users see them, modals to the dialog. */
export async function interact(
  session: Session,
  path: string,
  body: Record<string, unknown>,
  label: string,
): Promise<Outcome | null> {
  const started = performance.now();
  const answer = await call<Outcome & ErrorBody>('POST', path, { userId: session.userId, ...body });
  const ms = Math.round(performance.now() - started);
  if (!answer.ok) {
    session.onActivity?.(`${label}: refused ${answer.status} ${answer.data?.reason ?? ''} (${ms} ms)`);
    session.notice(refusalText(answer), 'error');
    return null;
  }
  const outcome = answer.data;
  session.onActivity?.(
    `${label}: ${outcome.status} over ${outcome.delivery}${outcome.responseType ? `, type ${outcome.responseType}${outcome.respondedVia ? ` ${outcome.respondedVia}` : ''}` : ''} (${ms} ms)`,
  );
  if (outcome.status === 'failed') {
    const slow = /did not respond/i.test(outcome.error ?? '');
    session.notice(
      slow
        ? 'The application did not respond'
        : `This interaction failed${outcome.error ? ` (${outcome.error})` : ''}`,
      'error',
    );
  } else if (outcome.responseType === 9) session.onModal?.(outcome);
  return outcome;
}

/** Fetches what a user sees at a place: the commands (localized) for the picker and the Apps menus. */
export async function loadCommands(userId: string, place: Place): Promise<Command[]> {
  const answer = await call<Command[]>('GET', `/_emulator/users/${userId}/commands?${placeQuery(place)}`);
  return answer.ok ? answer.data : [];
}
