import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { notFound } from '../http/http-error.js';
import { type LocalRoute, localRoute } from '../http/local-route.js';
import type { Router } from '../http/router.js';
import { storedMediaResponse } from '../media/stored-media-response.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { cdnHash, idFiles, ownedImages } from './cdn-files.js';
import { defaultAvatarsBase64 } from './default-avatars.js';

// cdn.discordapp.com answers its files to any page (a dashboard drawing avatars on a canvas).
const cdnHeaders = { 'access-control-allow-origin': '*' } as const;

function served(state: EmulatorState, fileId: string | undefined, path: string): Response {
  const file = fileId === undefined ? undefined : state.attachments.get(fileId);
  // The CDN's 404 names no JSON code; the emulator's says what was asked for.
  if (!file) throw notFound(RESTJSONErrorCodes.GeneralError, `404: Not Found (no file at ${path})`);
  return storedMediaResponse(file, cdnHeaders);
}

/** GET and HEAD of one path: the node server sends a HEAD's headers and drops its body. */
function getAndHead<const Path extends string>(
  router: Router,
  path: Path,
  handler: LocalRoute<Path>['handler'],
): void {
  router.add(localRoute({ method: 'GET', path, handler })).add(localRoute({ method: 'HEAD', path, handler }));
}

/**
 * The CDN, at the emulator's origin with cdn.discordapp.com's paths, so that a library told to use it
 * (discord.js and @discordjs/rest: `rest: { cdn: 'http://127.0.0.1:8787' }`) draws the images a bot set:
 * `/avatars/{user_id}/{hash}.{ext}` (the bot's, a webhook's), `/banners/{id}/{hash}.{ext}` (the bot's, a
 * guild's), `/icons/`, `/splashes/` and `/discovery-splashes/{guild_id}/{hash}.{ext}`,
 * `/guild-events/{event_id}/{hash}.{ext}`, `/app-icons/{application_id}/{hash}.{ext}` (the app's icon and
 * cover image), `/emojis/{emoji_id}.{ext}`, `/stickers/{sticker_id}.{ext}`,
 * `/soundboard-sounds/{sound_id}`, and the default avatars, `/embed/avatars/{0-5}.png`. A file is served
 * only under the owner that holds it now, as stored (no resizing or conversion: `size`, `format` and the
 * extension choose nothing; its `Content-Type` says what it is); anything else is a 404. No credential is
 * needed, as on the service.
 * @see {@link https://discord.com/developers/docs/reference#image-formatting | Image Formatting}
 */
export const cdnFeature: EmulatorFeature = {
  name: 'cdn',
  setup(router) {
    for (const [folder, lookup] of Object.entries(ownedImages)) {
      getAndHead(router, `/${folder}/:ownerId/:file`, ({ emulator, params, url }) => {
        const hash = cdnHash(params.file);
        const fileId = hash === undefined ? undefined : lookup(emulator.state, params.ownerId, hash);
        return served(emulator.state, fileId, url.pathname);
      });
    }
    getAndHead(router, '/embed/avatars/:file', ({ url, params }) => {
      const index = /^([0-5])\.png$/.exec(params.file)?.[1];
      if (index === undefined)
        throw notFound(RESTJSONErrorCodes.GeneralError, `404: Not Found (no file at ${url.pathname})`);
      const bytes = new Uint8Array(Buffer.from(defaultAvatarsBase64[Number(index)]!, 'base64'));
      return storedMediaResponse({ contentType: 'image/png', bytes }, cdnHeaders);
    });
    for (const [folder, exists] of Object.entries(idFiles)) {
      // A sound's path has no extension; an emoji's and a sticker's have one.
      const sound = folder === 'soundboard-sounds';
      getAndHead(router, `/${folder}/:file`, ({ emulator, params, url }) => {
        const id = sound ? params.file : cdnHash(params.file);
        const known = id !== undefined && /^\d{1,20}$/.test(id) && exists(emulator.state, id);
        return served(emulator.state, known ? id : undefined, url.pathname);
      });
    }
  },
};
