import { h, replace } from './dom.js';
import type { Place, Places, World, WorldUser } from './types.js';

/** The place named in the URL (`guildId:channelId` or `dm:applicationId`), or the first the user has. */
export function parsePlace(value: string | undefined, places: Places): Place {
  if (value?.startsWith('dm:')) return { applicationId: value.slice(3) };
  const [guildId, channelId] = (value ?? '').split(':');
  const guild = places.guilds.find((g) => g.id === guildId) ?? places.guilds[0];
  // A forum is a place too: its view lists its posts.
  const channel =
    guild?.channels.find((c) => c.id === channelId) ??
    guild?.forums?.find((f) => f.id === channelId) ??
    guild?.channels[0];
  if (guild && channel) return { guildId: guild.id, channelId: channel.id };
  return { applicationId: places.dms[0]!.applicationId };
}

/** A place as the URL and the place picker write it. */
export const placeValue = (p: Place): string =>
  'guildId' in p ? `${p.guildId}:${p.channelId}` : `dm:${p.applicationId}`;

/** How the composer and the title name a place: `#general` or `@slashkit-bot`. */
export function placeName(place: Place, places: Places): string {
  return 'guildId' in place
    ? `#${places.guilds.flatMap((g) => [...g.channels, ...(g.forums ?? [])]).find((c) => c.id === place.channelId)?.name}`
    : `@${places.dms.find((d) => d.applicationId === place.applicationId)?.botUsername}`;
}

/** Fills the "You are" picker (the world's people) and the "Where" picker (their channels and DMs). */
export function renderPickers(
  userSelect: HTMLSelectElement,
  placeSelect: HTMLSelectElement,
  world: World,
  user: WorldUser,
  places: Places,
  place: Place,
): void {
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
  const here = placeValue(place);
  replace(
    placeSelect,
    places.guilds.map((g) =>
      h(
        'optgroup',
        { label: g.name },
        g.channels.map((c) =>
          h(
            'option',
            { value: `${g.id}:${c.id}`, selected: here === `${g.id}:${c.id}` },
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
          { value: `dm:${d.applicationId}`, selected: here === `dm:${d.applicationId}` },
          `@${d.botUsername}`,
        ),
      ),
    ),
  );
}
