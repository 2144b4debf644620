import { call } from './api.js';
import { openAppsMenu } from './apps-menu.js';
import { attachPicker } from './command-picker.js';
import { logLine, renderDevPanel } from './dev-panel.js';
import { h, replace } from './dom.js';
import { renderMessages } from './messages-view.js';
import { openModal } from './modal-dialog.js';
import { renderOptionsForm } from './options-form.js';
import { interact, loadCommands, placeQuery, type Session } from './session.js';
import type { Message, Place, Places, World } from './types.js';

// The emulator's web client: one page, everything through the admin API, live by server-sent events.
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const userSelect = $<HTMLSelectElement>('user');
const placeSelect = $<HTMLSelectElement>('place');
const list = $('messages');
const composer = $<HTMLInputElement>('composer');
const picker = $('picker');
const form = $('options');
const notices = $('notices');
const members = $('members');
const menu = $('menu');
const dialog = $<HTMLDialogElement>('modal');
const panel = $('panel');
const log = h('ol', { class: 'log', 'aria-live': 'off' });
let session: Session;
let generation = 0;

function readHash(): { user?: string; place?: string } {
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

function parsePlace(value: string | undefined, places: Places): Place {
  if (value?.startsWith('dm:')) return { applicationId: value.slice(3) };
  const [guildId, channelId] = (value ?? '').split(':');
  const guild = places.guilds.find((g) => g.id === guildId) ?? places.guilds[0];
  const channel = guild?.channels.find((c) => c.id === channelId) ?? guild?.channels[0];
  if (guild && channel) return { guildId: guild.id, channelId: channel.id };
  return { applicationId: places.dms[0]!.applicationId };
}

const placeValue = (p: Place) => ('guildId' in p ? `${p.guildId}:${p.channelId}` : `dm:${p.applicationId}`);

/** Loads everything for the user and place in the URL, then renders. */
async function load(): Promise<void> {
  const mine = ++generation;
  const world = (await call<World>('GET', '/_emulator/world')).data;
  const wanted = readHash();
  const user =
    world.users.find((u) => u.id === wanted.user && !u.bot) ??
    world.users.find((u) => u.username === 'member') ??
    world.users[0]!;
  const places = (await call<Places>('GET', `/_emulator/users/${user.id}/places`)).data;
  const place = parsePlace(wanted.place, places);
  // The commands load while the channel is read and drawn.
  const commands = loadCommands(user.id, place);
  if (mine !== generation) return;
  session = {
    world,
    userId: user.id,
    place,
    places,
    commands: [],
    user: () => user,
    query: () => placeQuery(place),
    interact: (path, body, label) => interact(session, path, body, label),
    notice,
    onActivity: (line) => logLine(log, line),
    onModal: (outcome) => openModal(dialog, outcome, session),
  };
  document.documentElement.lang = user.locale;
  replace(
    userSelect,
    world.users
      .filter((u) => !u.bot)
      .map((u) =>
        h(
          'option',
          { value: u.id, selected: u.id === user.id },
          `${u.globalName ?? u.username} (@${u.username})`,
        ),
      ),
  );
  replace(
    placeSelect,
    places.guilds.map((g) =>
      h(
        'optgroup',
        { label: g.name },
        g.channels.map((c) =>
          h(
            'option',
            { value: `${g.id}:${c.id}`, selected: placeValue(place) === `${g.id}:${c.id}` },
            `# ${c.name}${c.nsfw ? ' (18+)' : ''}`,
          ),
        ),
      ),
    ),
    h(
      'optgroup',
      { label: 'Direct messages' },
      places.dms.map((d) =>
        h(
          'option',
          { value: `dm:${d.applicationId}`, selected: placeValue(place) === `dm:${d.applicationId}` },
          `@${d.botUsername}`,
        ),
      ),
    ),
  );
  const channelName =
    'guildId' in place
      ? `#${places.guilds.flatMap((g) => g.channels).find((c) => c.id === place.channelId)?.name}`
      : `@${places.dms.find((d) => d.applicationId === place.applicationId)?.botUsername}`;
  composer.placeholder = `Message ${channelName} — type / for commands`;
  composer.setAttribute('aria-label', `Message ${channelName}`);
  $('channel-title').textContent = channelName;
  replace(notices);
  form.hidden = true;
  renderMembers();
  const current = session;
  await Promise.all([refresh(), commands.then((list) => (current.commands = list))]);
  document.body.dataset.ready = String(generation);
  void renderDevPanel(panel, log, session, () => void load());
}

function renderMembers(): void {
  const place = session.place;
  const guild = 'guildId' in place ? session.world.guilds.find((g) => g.id === place.guildId) : undefined;
  const users = guild
    ? session.world.users.filter((u) => guild.members.some((m) => m.userId === u.id))
    : [session.user()];
  replace(
    members,
    h('h2', null, 'Members'),
    h(
      'ul',
      null,
      users.map((u) => {
        const button = h(
          'button',
          {
            type: 'button',
            class: 'member',
            'aria-haspopup': 'menu',
            'aria-label': `Apps for ${u.username}`,
          },
          u.globalName ?? u.username,
          h('span', { class: 'hint' }, ` @${u.username}`),
        );
        button.addEventListener('click', () => openAppsMenu(menu, button, session, 2, u.id, u.username));
        return h('li', null, button);
      }),
    ),
  );
}

let refreshing: Promise<void> | null = null;
let again = false;
/** Re-reads the channel's messages this user can see; calls during a read coalesce into one more read. */
async function refresh(): Promise<void> {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      const answer = await call<{ messages: Message[]; message?: string }>(
        'GET',
        `/_emulator/users/${session.userId}/messages?${session.query()}`,
      );
      if (answer.ok)
        renderMessages(
          list,
          answer.data.messages,
          session,
          (m, anchor) => openAppsMenu(menu, anchor, session, 3, m.id, `${m.author.username}'s message`),
          (id, name, anchor) => openAppsMenu(menu, anchor, session, 2, id, name),
        );
      else notice(answer.data.message ?? 'Cannot read this channel', 'error');
    } while (again);
    list.dataset.rendered = String(Date.now());
    list.scrollTop = list.scrollHeight;
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
}

function notice(text: string, kind: 'error' | 'info' = 'info'): void {
  notices.append(
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

/** New commands for a session; an open picker shows them at once. */
function useCommands(current: Session, list: Session['commands']): void {
  current.commands = list;
  if (current === session && !picker.hidden) composer.dispatchEvent(new Event('input'));
}

/** Follows the event bus: message changes re-read the channel, everything goes to the live log. */
function follow(): void {
  const source = new EventSource('/_emulator/client/stream');
  source.onmessage = (e) => {
    const event = JSON.parse(e.data) as { type: string; seq: number; data: { channel_id?: string } };
    logLine(log, `#${event.seq} ${event.type}`);
    if (!session) return;
    if (event.type.startsWith('MESSAGE_')) {
      const here = session.places.dms.find(
        (d) => 'applicationId' in session.place && d.applicationId === session.place.applicationId,
      )?.channelId;
      if (
        !('channelId' in session.place) ||
        event.data.channel_id === session.place.channelId ||
        event.data.channel_id === here
      )
        void refresh();
    } else if (event.type.startsWith('APPLICATION_COMMAND')) {
      // The picker follows; a form already open still sends, and the service refuses it as it would.
      const current = session;
      void loadCommands(current.userId, current.place).then((list) => useCommands(current, list));
    }
  };
}

userSelect.addEventListener('change', () => {
  location.hash = new URLSearchParams({ user: userSelect.value, place: placeSelect.value }).toString();
});
placeSelect.addEventListener('change', () => {
  location.hash = new URLSearchParams({ user: userSelect.value, place: placeSelect.value }).toString();
});
window.addEventListener('hashchange', () => void load());
attachPicker(
  composer,
  picker,
  () => session,
  (entry) =>
    renderOptionsForm(form, entry, session, () => {
      form.hidden = true;
      composer.focus();
    }),
);
composer.closest('form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  if (composer.value.trim() !== '' && !composer.value.startsWith('/'))
    notice('The emulator client sends commands only: type / to pick one.');
});
$('toggle-panel').addEventListener('click', (e) => {
  const open = document.body.classList.toggle('panel-open');
  (e.currentTarget as HTMLElement).setAttribute('aria-expanded', String(open));
});
document.addEventListener('click', (e) => {
  if (
    !menu.hidden &&
    !menu.contains(e.target as Node) &&
    !(e.target as HTMLElement).closest('[aria-haspopup="menu"]')
  )
    menu.hidden = true;
});
// Commands registered since the page loaded show up the next time the composer is focused.
composer.addEventListener('focus', () => {
  const current = session;
  if (current) void loadCommands(current.userId, current.place).then((list) => useCommands(current, list));
});
follow();
void load();
