import { stoppedText } from './api.js';
import { h, replace } from './dom.js';

/**
 * Says plainly that the emulator has stopped: a banner across the top of the page (an alert, read out by
 * screen readers) with a button that reloads the page once the emulator runs again.
 */
export function showStoppedBanner(host: HTMLElement): void {
  replace(
    host,
    h('strong', null, stoppedText),
    h('button', { type: 'button', class: 'button secondary', onClick: () => location.reload() }, 'Reload'),
  );
  document.body.dataset.stopped = '';
}
