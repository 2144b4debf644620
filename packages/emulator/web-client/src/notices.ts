import { h } from './dom.js';

/** Adds a note only this browser sees (an error is an alert), with a button that dismisses it. */
export function addNotice(host: HTMLElement, text: string, kind: 'error' | 'info' = 'info'): void {
  host.append(
    h(
      'div',
      { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : 'status' },
      h('span', null, text),
      h('span', { class: 'only-you' }, 'Only you can see this'),
      h(
        'button',
        {
          type: 'button',
          class: 'icon dismiss',
          'aria-label': 'Dismiss',
          onClick: (e: Event) => (e.currentTarget as HTMLElement).parentElement?.remove(),
        },
        '✕',
      ),
    ),
  );
}
