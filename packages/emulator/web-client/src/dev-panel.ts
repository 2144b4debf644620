import { call } from './api.js';
import { h, replace, uid } from './dom.js';
import { pageReadsToggle } from './live-log.js';
import type { Session } from './session.js';
import type { Command } from './types.js';

const embedded = 1 << 17;

/**
 * The developer panel: the app's commands by scope (versions, localizations), the live log, the clock,
 * the rate-limit profile, the app's settings (endpoint URL, Activities) and reset. All through the admin
 * API and the service's own endpoints.
 */
export async function renderDevPanel(
  host: HTMLElement,
  log: HTMLElement,
  session: Session,
  reload: () => void,
  applicationId = session.world.application.id,
): Promise<void> {
  const app = session.world.applications.find((a) => a.id === applicationId) ?? session.world.application;
  const auth = { authorization: `Bot ${app.botToken}` };
  const scopes: [string, string][] = [
    ['Global', `/api/v10/applications/${app.id}/commands?with_localizations=true`],
  ];
  for (const g of session.world.guilds)
    scopes.push([
      `Guild ${g.name}`,
      `/api/v10/applications/${app.id}/guilds/${g.id}/commands?with_localizations=true`,
    ]);
  const lists = await Promise.all(
    scopes.map(
      async ([name, path]) => [name, (await call<Localized[]>('GET', path, undefined, auth)).data] as const,
    ),
  );
  const clock = await call<{ now: number }>('GET', '/_emulator/clock');
  const limits = await call<{ profile: string }>('GET', '/_emulator/rate-limits');
  const ids = {
    app: uid('dev'),
    advance: uid('dev'),
    url: uid('dev'),
    activities: uid('dev'),
    limits: uid('dev'),
    reads: uid('dev'),
  };
  const status = h('p', { class: 'status', role: 'status' });
  const clockText = h('output', { for: ids.advance }, new Date(clock.data.now).toISOString());
  replace(
    host,
    h('label', { for: ids.app }, 'Application'),
    h(
      'select',
      {
        id: ids.app,
        onChange: (e: Event) =>
          void renderDevPanel(host, log, session, reload, (e.target as HTMLSelectElement).value),
      },
      session.world.applications.map((a) => h('option', { value: a.id, selected: a.id === app.id }, a.name)),
    ),
    h(
      'section',
      { 'aria-label': 'Commands by scope' },
      h('h3', null, `Commands of ${app.name}`),
      lists.map(([name, commands]) =>
        h(
          'details',
          { open: true },
          h('summary', null, `${name} (${Array.isArray(commands) ? commands.length : 0})`),
          h(
            'ul',
            { class: 'commands' },
            (Array.isArray(commands) ? commands : []).map((c) => {
              const l10n = localizedLocales(c);
              return h(
                'li',
                null,
                h('code', null, c.type === 1 ? `/${c.name}` : c.name),
                ` v${c.version}`,
                l10n ? h('span', { class: 'hint' }, ` · ${l10n}`) : null,
              );
            }),
          ),
        ),
      ),
    ),
    h(
      'section',
      { 'aria-label': 'Clock' },
      h('h3', null, 'Clock'),
      clockText,
      h(
        'form',
        {
          class: 'inline',
          onSubmit: async (e: Event) => {
            e.preventDefault();
            const ms = Number((host.querySelector(`#${ids.advance}`) as HTMLInputElement).value);
            const answer = await call<{ now: number; message?: string }>('POST', '/_emulator/clock', {
              advanceMs: ms,
            });
            clockText.textContent = answer.ok
              ? new Date(answer.data.now).toISOString()
              : (answer.data.message ?? 'refused');
          },
        },
        h('label', { for: ids.advance }, 'Advance by (ms)'),
        h('input', { id: ids.advance, type: 'number', min: '0', value: '3000' }),
        h('button', { type: 'submit', class: 'button secondary' }, 'Advance'),
      ),
    ),
    h(
      'section',
      { 'aria-label': 'Settings' },
      h('h3', null, 'Settings'),
      h('label', { for: ids.limits }, 'Rate limits'),
      h(
        'select',
        {
          id: ids.limits,
          onChange: async (e: Event) => {
            const answer = await call<{ profile?: string; message?: string }>(
              'POST',
              '/_emulator/rate-limits',
              { profile: (e.target as HTMLSelectElement).value },
            );
            status.textContent = answer.ok
              ? `Rate limits: ${answer.data.profile}`
              : (answer.data.message ?? 'refused');
          },
        },
        ['on', 'off', 'strict'].map((p) => h('option', { value: p, selected: p === limits.data.profile }, p)),
      ),
      h(
        'form',
        {
          onSubmit: async (e: Event) => {
            e.preventDefault();
            const url = (host.querySelector(`#${ids.url}`) as HTMLInputElement).value.trim();
            const activities = (host.querySelector(`#${ids.activities}`) as HTMLInputElement).checked;
            const answer = await call<{ message?: string }>('PATCH', `/_emulator/applications/${app.id}`, {
              interactionsEndpointUrl: url === '' ? null : url,
              flags: activities ? app.flags | embedded : app.flags & ~embedded,
            });
            status.textContent = answer.ok ? 'Saved' : (answer.data.message ?? `refused (${answer.status})`);
          },
        },
        h('label', { for: ids.url }, 'Interactions endpoint URL'),
        h('input', {
          id: ids.url,
          type: 'url',
          value: app.interactionsEndpointUrl ?? '',
          placeholder: 'empty: gateway delivery',
        }),
        h(
          'label',
          { class: 'check' },
          h('input', { id: ids.activities, type: 'checkbox', checked: (app.flags & embedded) !== 0 }),
          ' Activities (EMBEDDED)',
        ),
        h('button', { type: 'submit', class: 'button secondary' }, 'Save'),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'button danger',
          onClick: async () => {
            if (!window.confirm('Reset the world to its seed? Commands, messages and tokens are forgotten.'))
              return;
            await call('POST', '/_emulator/reset');
            reload();
          },
        },
        'Reset world',
      ),
      status,
    ),
    h(
      'section',
      { 'aria-label': 'Live log' },
      h('h3', null, 'Live log'),
      pageReadsToggle(log, ids.reads),
      log,
    ),
  );
}

type Localized = Command & {
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
};

/** The locales a command is translated into: `fr (name, description), de (name)`. */
function localizedLocales(c: Localized): string {
  const byLocale = new Map<string, string[]>();
  for (const [what, map] of [
    ['name', c.name_localizations],
    ['description', c.description_localizations],
  ] as const)
    for (const locale of Object.keys(map ?? {}))
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), what]);
  return [...byLocale].map(([locale, what]) => `${locale} (${what.join(', ')})`).join(', ');
}
