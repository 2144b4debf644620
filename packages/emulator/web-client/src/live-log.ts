import { h } from './dom.js';

/** An `activity` event of the client stream: a request, a delivery or an interaction's outcome. */
export interface ActivityEntry {
  seq: number;
  time: number;
  kind: 'request' | 'delivery' | 'interaction';
  what: string;
  status: number | string;
  ms: number;
}

const kept = 300;

/**
 * The developer panel's live log: the bus's events, the emulator's traffic (each request, delivery to a
 * bot and interaction outcome, with status and timing, secrets already redacted by the emulator) and this
 * page's own interactions. The page's reads of the admin API are hidden unless asked for. A line is dated
 * `at` (epoch ms): the emulator's time for what the emulator recorded, this browser's time otherwise.
 */
export function createLiveLog(): {
  log: HTMLElement;
  add: (kind: string, text: string, bad?: boolean, at?: number) => HTMLElement;
} {
  const log = h('ol', { class: 'log', 'aria-live': 'off', 'aria-label': 'Live log' });
  const add = (kind: string, text: string, bad = false, at = Date.now()) => {
    const line = h(
      'li',
      { 'data-kind': kind, class: bad ? 'bad' : undefined },
      h('time', { datetime: new Date(at).toISOString() }, new Date(at).toLocaleTimeString()),
      ' ',
      h('span', { class: 'kind' }, kind),
      ' ',
      text,
    );
    log.prepend(line);
    while (log.childElementCount > kept) log.lastElementChild?.remove();
    return line;
  };
  return { log, add };
}

/**
 * Adds an activity entry: `request POST /api/v10/interactions/1/[REDACTED]/callback → 204 · 3 ms`, dated on
 * the emulator clock (`time`) and timed in real milliseconds (`ms`), as the emulator recorded it.
 */
export function addActivity(add: ReturnType<typeof createLiveLog>['add'], entry: ActivityEntry): void {
  const bad =
    (typeof entry.status === 'number' && entry.status >= 400) ||
    entry.status === 'failed' ||
    entry.status === 'timeout' ||
    entry.status === 'unreachable';
  const line = add(entry.kind, `${entry.what} → ${entry.status} · ${entry.ms} ms`, bad, entry.time);
  // The page polls the admin API for what it shows: those reads are noise unless asked for.
  if (entry.kind === 'request' && entry.what.startsWith('GET /_emulator/')) line.dataset.pageRead = '';
}

/** The checkbox that shows the page's own reads in the log. */
export function pageReadsToggle(log: HTMLElement, id: string): HTMLElement {
  return h(
    'label',
    { class: 'check' },
    h('input', {
      id,
      type: 'checkbox',
      checked: log.classList.contains('all'),
      onChange: (e: Event) => log.classList.toggle('all', (e.target as HTMLInputElement).checked),
    }),
    " Show this page's reads",
  );
}
