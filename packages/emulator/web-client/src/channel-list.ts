import { h, replace } from './dom.js';
import { placeValue } from './place-pickers.js';
import { type PlaceForum, threadStateText, threadTypes } from './thread-places.js';
import type { Place, PlaceChannel, Places } from './types.js';

/**
 * The channel list beside the chat, as the real client's sidebar: per guild the channels outside any
 * category, then each category with its channels (threads under their channel), then the DMs with apps.
 * Only what the emulator listed for this user (channels they can view) is shown; each entry is a link to
 * that place (the URL's hash), the current one marked.
 */
export function renderChannelList(host: HTMLElement, userId: string, places: Places, place: Place): void {
  const here = placeValue(place);
  const link = (value: string, label: string, extra: string | null, className: string) =>
    h(
      'a',
      {
        class: className,
        href: `#${new URLSearchParams({ user: userId, place: value })}`,
        'aria-current': value === here ? 'page' : undefined,
      },
      label,
      extra ? h('span', { class: 'hint' }, extra) : null,
    );
  // A forum is listed as a channel whose threads are its posts (💬, as the client marks forums).
  const channelItems = (guildId: string, channels: (PlaceChannel | PlaceForum)[], all: PlaceChannel[]) =>
    channels.map((c) =>
      h(
        'li',
        null,
        'tags' in c
          ? link(`${guildId}:${c.id}`, `💬 ${c.name}`, null, 'channel forum')
          : link(`${guildId}:${c.id}`, `# ${c.name}`, c.nsfw ? ' 18+' : null, 'channel'),
        (() => {
          const threads = all.filter((t) => threadTypes.includes(t.type) && t.parentId === c.id);
          return threads.length
            ? h(
                'ul',
                { class: 'threads' },
                threads.map((t) => {
                  const state = threadStateText(t);
                  return h(
                    'li',
                    null,
                    link(`${guildId}:${t.id}`, `↳ ${t.name}`, state ? ` ${state}` : null, 'channel thread'),
                  );
                }),
              )
            : null;
        })(),
      ),
    );
  replace(
    host,
    places.guilds.map((g) => {
      const top = [...g.channels.filter((c) => !threadTypes.includes(c.type)), ...(g.forums ?? [])];
      const listed = new Set(g.categories.map((c) => c.id));
      // A thread whose channel is not listed (the user cannot type there) still shows, at the top.
      const orphans = g.channels.filter(
        (t) =>
          threadTypes.includes(t.type) &&
          !g.channels.some((c) => c.id === t.parentId) &&
          !(g.forums ?? []).some((f) => f.id === t.parentId),
      );
      return h(
        'section',
        { class: 'guild', 'aria-label': g.name },
        h('h2', null, g.name),
        h(
          'ul',
          null,
          channelItems(
            g.id,
            top.filter((c) => c.parentId === null || !listed.has(c.parentId)),
            g.channels,
          ),
          channelItems(g.id, orphans, []),
        ),
        g.categories.map((category) =>
          h(
            'section',
            { class: 'category', 'aria-label': category.name },
            h('h3', null, category.name),
            h(
              'ul',
              null,
              channelItems(
                g.id,
                top.filter((c) => c.parentId === category.id),
                g.channels,
              ),
            ),
          ),
        ),
      );
    }),
    h(
      'section',
      { class: 'guild', 'aria-label': 'Direct messages' },
      h('h2', null, 'Direct messages'),
      h(
        'ul',
        null,
        places.dms.map((d) =>
          h('li', null, link(`dm:${d.applicationId}`, `@${d.botUsername}`, null, 'channel')),
        ),
      ),
    ),
  );
}
