import { call, markStopped, stoppedEvent } from './api.js';
import { openAppsMenu } from './apps-menu.js';
import { renderChannelList } from './channel-list.js';
import { attachPicker } from './command-picker.js';
import { renderDevPanel } from './dev-panel.js';
import { $, replace } from './dom.js';
import { renderForum } from './forum-view.js';
import { type ActivityEntry, addActivity, createLiveLog } from './live-log.js';
import { markdownContext } from './markdown-context.js';
import { renderMembers } from './members-list.js';
import { readOlder, readWindow } from './message-pages.js';
import { canStartThread, openStartThread } from './message-thread.js';
import { renderMessages } from './messages-view.js';
import { openModal } from './modal-dialog.js';
import { addNotice } from './notices.js';
import { renderOptionsForm, sendCommand } from './options-form.js';
import { renderPins } from './pins-view.js';
import { parsePlace, placeName, renderPickers } from './place-pickers.js';
import { postMessage } from './post-message.js';
import { interact, loadCommands, placeQuery, type Session } from './session.js';
import { showStoppedBanner } from './stopped-banner.js';
import { findForum } from './thread-places.js';
import { renderThreadList, renderThreadMembership, threadTitle } from './threads-view.js';
import type { Message, Places, World } from './types.js';

// The emulator's web client: one page, everything through the admin API, live by server-sent events.
const userSelect = $<HTMLSelectElement>('user');
const placeSelect = $<HTMLSelectElement>('place');
const list = $('messages');
const composer = $<HTMLInputElement>('composer');
const picker = $('picker');
const form = $('options');
const notices = $('notices');
const members = $('members');
const channels = $('channels');
const pins = $('pins');
const togglePins = $('toggle-pins');
const threads = $('threads');
const toggleThreads = $('toggle-threads');
const threadMembership = $<HTMLButtonElement>('thread-membership');
const menu = $('menu');
const dialog = $<HTMLDialogElement>('modal');
const panel = $('panel');
const panelBody = $('panel-body');
const togglePanel = $('toggle-panel');
const live = createLiveLog();
let session: Session;
let generation = 0;

function readHash(): { user?: string; place?: string } {
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

const notice = (text: string, kind: 'error' | 'info' = 'info') => addNotice(notices, text, kind);
const openUserMenu = (id: string, name: string, anchor: HTMLElement) =>
  openAppsMenu(menu, anchor, session, 2, id, name);

/** Loads everything for the user and place in the URL, then renders. */
async function load(): Promise<void> {
  const mine = ++generation;
  const wanted = readHash();
  const placesOf = (id: string) => call<Places>('GET', `/_emulator/users/${id}/places`);
  // The user in the URL is read along with the world; the world says who else it may be.
  const [worldAnswer, early] = await Promise.all([
    call<World>('GET', '/_emulator/world'),
    wanted.user ? placesOf(wanted.user) : null,
  ]);
  const world = worldAnswer.data;
  const user =
    world.users.find((u) => u.id === wanted.user && !u.bot) ??
    world.users.find((u) => u.username === 'member') ??
    world.users[0]!;
  const places = (early?.ok && user.id === wanted.user ? early : await placesOf(user.id)).data;
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
    interact: (path, body, label, onInvalid) => interact(session, path, body, label, onInvalid),
    notice,
    onActivity: (line) => live.add('page', line, /refused|failed/.test(line)),
    onModal: (outcome) => openModal(dialog, outcome, session),
  };
  // The page stays in its own language (its text is English, `<html lang>`), whatever the user's locale: that
  // one is what the app is told, and picks the commands' localized names.
  renderPickers(userSelect, placeSelect, world, user, places, place);
  const name = placeName(place, places);
  composer.placeholder = `Message ${name} — type / for commands`;
  composer.setAttribute('aria-label', `Message ${name}`);
  notices.replaceChildren();
  form.hidden = true;
  oldestShown = null;
  hasOlder = false;
  shown = [];
  drawPlaces();
  const current = session;
  // A forum has no messages of its own: its view lists its posts, and nobody types in it.
  composer.closest('form')!.hidden = inForum();
  await Promise.all([
    refresh(),
    commands.then((list) => (current.commands = list)),
    renderMembers(members, session, openUserMenu),
  ]);
  document.body.dataset.ready = String(generation);
  void renderDevPanel(panelBody, live.log, session, () => void load());
}

let refreshing: Promise<void> | null = null;
let again = false;
/** The oldest message on screen once the user scrolled up to older pages (null: the newest page only). */
let oldestShown: string | null = null;
/** Whether the channel has messages older than those shown. */
let hasOlder = false;
let shown: Message[] = [];

/** Draws what follows the user's places: the channel list, the title, the thread list, a forum's posts. */
function drawPlaces(): void {
  const { place, places } = session;
  renderChannelList(channels, session.userId, places, place);
  replace($('channel-title'), threadTitle(session) ?? placeName(place, places));
  threadMembership.hidden = !renderThreadMembership(threadMembership, session);
  toggleThreads.hidden = !renderThreadList(threads, session);
  if (toggleThreads.hidden) threads.hidden = true;
  if (inForum() && 'guildId' in place) renderForum(list, session, place.channelId);
}

/** Whether the user is in a forum or media channel (its posts show instead of messages). */
function inForum(): boolean {
  const place = session?.place;
  return (
    place !== undefined && 'guildId' in place && findForum(session.places, place.channelId) !== undefined
  );
}

/** Threads came, changed or went: the places are read again, and what shows them drawn again. */
async function reloadPlaces(): Promise<void> {
  const current = session;
  const answer = await call<Places>('GET', `/_emulator/users/${current.userId}/places`);
  if (current !== session || !answer.ok) return;
  session.places = answer.data;
  drawPlaces();
  // A message's thread line names the thread: the messages are drawn again with the new places.
  if (!inForum()) draw(shown);
  list.dataset.places = String(Date.now());
}

/** Draws `messages` (oldest first) and the pins list. */
function draw(messages: Message[]): void {
  shown = messages;
  renderPins(pins, messages, session);
  renderMessages(
    list,
    messages,
    session,
    markdownContext(session),
    (m, anchor) =>
      openAppsMenu(
        menu,
        anchor,
        session,
        3,
        m.id,
        `${m.author.username}'s message`,
        canStartThread(m, session)
          ? [
              {
                label: 'Create Thread',
                run: () => {
                  const article = anchor.closest('article');
                  if (article) openStartThread(m, session, article);
                },
              },
            ]
          : [],
      ),
    openUserMenu,
  );
}

/**
 * Re-reads the channel's messages this user can see (the newest page, and the older pages already shown);
 * calls during a read coalesce into one more read. The view stays at the bottom if it was there.
 */
async function refresh(): Promise<void> {
  if (inForum()) return;
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40 || shown.length === 0;
      const fromTop = list.scrollTop;
      const [answer, clock] = await Promise.all([
        readWindow(session, oldestShown),
        call<{ now?: number }>('GET', '/_emulator/clock'),
      ]);
      // Relative timestamps (`<t:…:R>`) count from the emulator's clock, which a test may have moved.
      if (clock.ok && typeof clock.data.now === 'number') session.clockOffset = clock.data.now - Date.now();
      if (answer.ok) {
        hasOlder = answer.hasMore;
        draw(answer.messages);
        list.scrollTop = atBottom ? list.scrollHeight : fromTop;
      } else notice(answer.message ?? 'Cannot read this channel', 'error');
    } while (again);
    list.dataset.rendered = String(Date.now());
    list.dataset.older = String(hasOlder);
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
  // A page that does not fill the view cannot be scrolled up: the next older page comes at once.
  if (hasOlder && list.scrollHeight <= list.clientHeight + 80) void loadOlder();
}

let loadingOlder = false;
/** Scrolled to the top: reads the page before the oldest message shown and puts it above, in place. */
async function loadOlder(): Promise<void> {
  const first = shown[0];
  if (loadingOlder || refreshing || !hasOlder || !first) return;
  loadingOlder = true;
  const current = session;
  const answer = await readOlder(current, first.id);
  loadingOlder = false;
  if (current !== session || !answer.ok || shown[0]?.id !== first.id) return;
  const height = list.scrollHeight;
  const top = list.scrollTop;
  hasOlder = answer.hasMore;
  oldestShown = answer.messages[0]?.id ?? oldestShown;
  draw([...answer.messages, ...shown]);
  // The messages read stay where they were on screen; the older ones are above them.
  list.scrollTop = top + (list.scrollHeight - height);
  list.dataset.older = String(hasOlder);
  if (hasOlder && list.scrollTop < 80) void loadOlder();
}
list.addEventListener('scroll', () => {
  if (list.scrollTop < 80) void loadOlder();
});

/** New commands for a session; an open picker shows them at once. */
function useCommands(current: Session, list: Session['commands']): void {
  current.commands = list;
  if (current === session && !picker.hidden) composer.dispatchEvent(new Event('input'));
}

/** Follows the emulator: message changes re-read the channel; events and traffic go to the live log. */
function follow(): void {
  const source = new EventSource('/_emulator/client/stream');
  // The stream broke: EventSource retries by itself, but a stopped emulator never answers again. One read
  // tells the two apart (a read that reaches nothing marks the emulator stopped, and the banner shows).
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) markStopped();
    else void call('GET', '/_emulator/clock');
  });
  // Once stopped, the page stays on the world it read: reloading is what reads a restarted emulator.
  window.addEventListener(stoppedEvent, () => source.close());
  // The stream replays its history first (for the log); only what follows `live` changes the view. One
  // read when it goes live covers anything that happened while the page was loading.
  let replaying = true;
  source.addEventListener('live', () => {
    replaying = false;
    if (session) void refresh();
  });
  source.addEventListener('activity', (e) => addActivity(live.add, JSON.parse(e.data) as ActivityEntry));
  source.onmessage = (e) => {
    const event = JSON.parse(e.data) as {
      type: string;
      seq: number;
      time: number;
      data: { channel_id?: string };
    };
    live.add('event', `#${event.seq} ${event.type}`, false, event.time);
    if (!session || replaying) return;
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
    } else if (event.type.startsWith('THREAD_')) {
      void reloadPlaces();
    } else if (event.type === 'CHANNEL_PINS_UPDATE') {
      if ('channelId' in session.place && event.data.channel_id === session.place.channelId) void refresh();
    } else if (event.type.startsWith('GUILD_MEMBER') || event.type.startsWith('GUILD_ROLE')) {
      // Names, roles' colours, hoisting and timeouts of the member list follow the guild.
      void renderMembers(members, session, openUserMenu);
    } else if (event.type.startsWith('APPLICATION_COMMAND')) {
      // The picker follows; a form already open still sends, and the service refuses it as it would.
      const current = session;
      void loadCommands(current.userId, current.place).then((list) => useCommands(current, list));
    }
  };
}

const goTo = () => {
  location.hash = new URLSearchParams({ user: userSelect.value, place: placeSelect.value }).toString();
};
userSelect.addEventListener('change', goTo);
placeSelect.addEventListener('change', goTo);
window.addEventListener('hashchange', () => void load());
const closeForm = () => {
  form.hidden = true;
  composer.focus();
};
attachPicker(
  composer,
  picker,
  () => session,
  (entry, by) =>
    by === 'enter' && entry.options.length === 0
      ? void sendCommand(entry, session)
      : renderOptionsForm(form, entry, session, closeForm),
);
composer.closest('form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const content = composer.value.trim();
  if (content === '' || content.startsWith('/')) return;
  void postMessage(session, content).then((posted) => {
    if (posted && composer.value.trim() === content) composer.value = '';
  });
});
/** Opens or closes the developer panel; closing it gives the focus back to its button. */
function setPanel(open: boolean): void {
  document.body.classList.toggle('panel-open', open);
  togglePanel.setAttribute('aria-expanded', String(open));
  if (!open && panel.contains(document.activeElement)) togglePanel.focus();
}
togglePins.addEventListener('click', () => {
  pins.hidden = !pins.hidden;
  togglePins.setAttribute('aria-expanded', String(!pins.hidden));
});
toggleThreads.addEventListener('click', () => {
  threads.hidden = !threads.hidden;
  toggleThreads.setAttribute('aria-expanded', String(!threads.hidden));
});
togglePanel.addEventListener('click', () => setPanel(!document.body.classList.contains('panel-open')));
$('close-panel').addEventListener('click', () => setPanel(false));
// Escape closes what is open: a list or menu first (their own handlers take the key), then the panel when
// the focus is in it, then the options form, then the panel. A modal dialog handles its own Escape.
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || e.defaultPrevented) return;
  const target = e.target instanceof Element ? e.target : null;
  if (target?.closest('dialog')) return;
  const panelOpen = document.body.classList.contains('panel-open');
  if (panelOpen && target && panel.contains(target)) setPanel(false);
  else if (!form.hidden) closeForm();
  else if (panelOpen) setPanel(false);
  else return;
  e.preventDefault();
});
window.addEventListener(stoppedEvent, () => showStoppedBanner($('stopped')));
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
