import { call } from './api.js';
import { h } from './dom.js';
import type { Session } from './session.js';
import type { Component, ComponentEmoji } from './types.js';

/** One choice a select menu offers. */
export interface Choice {
  value: string;
  label: string;
  description?: string;
  emoji?: ComponentEmoji;
  selected?: boolean;
}

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
      a.ok && Array.isArray(a.data) ? a.data : [],
    );
    cache.set(query, answer);
  }
  return answer;
}

/**
 * What a select menu offers, its defaults chosen: a string select's own options (`default: true`), or the
 * emulator's answer for an entity select (`default_values` by id).
 */
export async function selectChoices(c: Component, session: Session): Promise<Choice[]> {
  if (c.type === 3)
    return (Array.isArray(c.options) ? c.options : []).map((o) => ({
      value: String(o.value),
      label: String(o.label),
      ...(typeof o.description === 'string' ? { description: o.description } : {}),
      ...(o.emoji && typeof o.emoji === 'object' ? { emoji: o.emoji } : {}),
      selected: o.default === true,
    }));
  const defaults = new Set(
    (Array.isArray(c.default_values) ? c.default_values : []).map((d) => String(d?.id)),
  );
  const choices = await entityChoices(session, c.type, c.channel_types);
  return choices.map((choice) => ({ ...choice, selected: defaults.has(choice.value) }));
}

/**
 * Fills a native `<select>` with what an entity option offers (the command options form uses the select
 * menu of the option's type).
 */
export function fillOptions(select: HTMLSelectElement, c: Component, session: Session): void {
  select.setAttribute('aria-busy', 'true');
  void selectChoices(c, session).then((choices) => {
    select.append(
      ...choices.map((o) => h('option', { value: o.value, selected: o.selected === true }, o.label)),
    );
    select.removeAttribute('aria-busy');
  });
}
