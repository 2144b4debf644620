import { call } from './api.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import type { Component } from './types.js';

type Choice = { value: string; label: string; selected?: boolean };

/** Per page load (a session), the answers already read: messages re-render often, the world rarely changes. */
const answers = new WeakMap<Session, Map<string, Promise<Choice[]>>>();

/**
 * What a user, role, mentionable or channel picker offers here, as the emulator decides it
 * (`GET /_emulator/users/:userId/choices`: the candidates its select check accepts, `channel_types` applied).
 */
function entityChoices(session: Session, type: number, channelTypes?: number[]): Promise<Choice[]> {
  const cache = answers.get(session) ?? new Map<string, Promise<Choice[]>>();
  answers.set(session, cache);
  const query = `${session.query()}&type=${type}${channelTypes?.length ? `&channelTypes=${channelTypes.join(',')}` : ''}`;
  let answer = cache.get(query);
  if (!answer) {
    answer = call<Choice[]>('GET', `/_emulator/users/${session.userId}/choices?${query}`).then((a) =>
      a.ok ? a.data : [],
    );
    cache.set(query, answer);
  }
  return answer;
}

/**
 * Fills a `<select>` with what a select menu (or an entity option, as the select of its type) offers: a
 * string select's own options (its defaults chosen), else the emulator's answer for the entity picker.
 */
export function fillOptions(select: HTMLSelectElement, c: Component, session: Session): void {
  const add = (choices: Choice[]) =>
    select.append(
      ...choices.map((o) => h('option', { value: o.value, selected: o.selected === true }, o.label)),
    );
  if (c.type === 3)
    add((c.options ?? []).map((o) => ({ value: o.value, label: o.label, selected: o.default === true })));
  else {
    select.setAttribute('aria-busy', 'true');
    void entityChoices(session, c.type, c.channel_types).then((choices) => {
      add(choices);
      select.removeAttribute('aria-busy');
    });
  }
}
