import type { EmulatorState } from '../state/emulator-state.js';

/** The file extensions the CDN answers to; the bytes served are the stored ones whichever is asked for. */
const fileName = /^([\w-]{1,64})\.(png|jpe?g|webp|gif|avif|json)$/;

/** The hash (or id) a CDN file name such as `a_1250….gif` names, or undefined for any other name. */
export function cdnHash(name: string): string | undefined {
  return fileName.exec(name)?.[1];
}

/**
 * Whose image a CDN path names, by the path's parameters: each answers the id of the stored file when the
 * owner it names exists and holds that very hash now, so that no stored file is reachable by its id alone
 * (an attachment, another owner's avatar, an image since replaced).
 */
type CdnLookup = (state: EmulatorState, owner: string, hash: string) => string | undefined;

const held = (current: string | null | undefined, hash: string): string | undefined =>
  current === hash ? hash : undefined;

const botImage =
  (key: 'avatar' | 'banner'): CdnLookup =>
  (state, owner, hash) =>
    held(state.world.applications.find((a) => a.bot.id === owner)?.bot[key], hash);

const guildImage =
  (key: 'icon' | 'splash' | 'discovery_splash' | 'banner'): CdnLookup =>
  (state, owner, hash) =>
    state.world.guilds.some((g) => g.id === owner)
      ? held(state.guildProfiles.get(owner)[key], hash)
      : undefined;

/** An avatar: a bot's (PATCH /users/@me) or a channel webhook's. */
const avatar: CdnLookup = (state, owner, hash) =>
  botImage('avatar')(state, owner, hash) ?? held(state.webhooks.get(owner)?.avatar, hash);

/** An app's icon or cover image: both are under `/app-icons/{application_id}/`. */
const appImage: CdnLookup = (state, owner, hash) => {
  const application = state.world.applications.find((a) => a.id === owner);
  return application ? (held(application.icon, hash) ?? held(application.coverImage, hash)) : undefined;
};

/** A banner: a bot's, or a guild's. */
const banner: CdnLookup = (state, owner, hash) =>
  botImage('banner')(state, owner, hash) ?? guildImage('banner')(state, owner, hash);

/**
 * The CDN's images with an owner and a hash (`/{folder}/{ownerId}/{hash}.{ext}`), by folder, as
 * cdn.discordapp.com names them.
 * @see {@link https://discord.com/developers/docs/reference#image-formatting-cdn-endpoints | CDN Endpoints}
 */
export const ownedImages: Readonly<Record<string, CdnLookup>> = Object.freeze({
  avatars: avatar,
  banners: banner,
  icons: guildImage('icon'),
  splashes: guildImage('splash'),
  'discovery-splashes': guildImage('discovery_splash'),
  'guild-events': (state, owner, hash) => held(state.scheduledEvents.get(owner)?.event.image, hash),
  'app-icons': appImage,
});

/**
 * The CDN's files named by their owner's id alone (`/emojis/{id}.{ext}`, `/stickers/{id}.{ext}`,
 * `/soundboard-sounds/{id}`): the id when such an emoji, sticker or sound exists.
 */
export const idFiles: Readonly<Record<string, (state: EmulatorState, id: string) => boolean>> = Object.freeze(
  {
    emojis: (state, id) => state.emojis.get(id) !== undefined,
    stickers: (state, id) => state.stickers.get(id) !== undefined,
    'soundboard-sounds': (state, id) => state.soundboardSounds.get(id) !== undefined,
  },
);
