import { RESTJSONErrorCodes } from '@slashkit/api';
import { notFound } from '../http/http-error.js';
import { localRoute } from '../http/local-route.js';
import type { Router } from '../http/router.js';
import { storedMediaResponse } from '../media/stored-media-response.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/** The stored image of a known emoji or sticker, with its type; a 404 for any other id. */
function mediaAnswer(emulator: EmulatorContext, id: string, known: boolean, what: string): Response {
  const file = known ? emulator.state.attachments.get(id) : undefined;
  // The CDN's 404: there is no JSON code for a missing file.
  if (!file) throw notFound(RESTJSONErrorCodes.GeneralError, `Unknown ${what} ${id}`);
  return storedMediaResponse(file);
}

/**
 * The images the web client draws for custom emoji and stickers, from the emulator's own origin (the page
 * loads no image from elsewhere): `GET /_emulator/client/emojis/:emojiId` (a guild's or an app's emoji) and
 * `GET /_emulator/client/stickers/:stickerId` (a guild's sticker), each served only for an id of that kind,
 * so no other stored file is reachable by its id alone.
 */
export function registerClientMediaRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/client/emojis/:emojiId',
        handler: ({ params, emulator }) =>
          mediaAnswer(
            emulator,
            params.emojiId,
            emulator.state.emojis.get(params.emojiId) !== undefined,
            'emoji',
          ),
      }),
    )
    .add(
      localRoute({
        method: 'GET',
        path: '/_emulator/client/stickers/:stickerId',
        handler: ({ params, emulator }) =>
          mediaAnswer(
            emulator,
            params.stickerId,
            emulator.state.stickers.get(params.stickerId) !== undefined,
            'sticker',
          ),
      }),
    );
}
