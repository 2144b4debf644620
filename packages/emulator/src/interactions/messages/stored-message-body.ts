import {
  type APIEmbed,
  type APIInteractionResponseMessageData,
  type APIMessageTopLevelComponent,
  type APIUnfurledMedia,
  storedComponents,
  storedEmbeds,
} from '@slashkit/api';
import type { EmulatorContext } from '../../emulator-context.js';

/** The parts of a message body that the service stores transformed. */
export interface StoredMessageParts {
  embeds?: APIEmbed[];
  components?: APIMessageTopLevelComponent[];
}

/**
 * The embeds and components of a checked message body (a reply, follow-up, update or edit) as the service
 * stores them: embeds `rich` with numeric colours (`storedEmbeds`), components numbered with their defaults
 * (`storedComponents`), each media item given an id and a proxy URL. Only the parts the body has (an edit
 * without `components` keeps the stored ones); null means none.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function storedMessageBody(
  context: EmulatorContext,
  data: APIInteractionResponseMessageData,
): StoredMessageParts {
  const parts: StoredMessageParts = {};
  if (data.embeds !== undefined) parts.embeds = storedEmbeds(data.embeds ?? []);
  if (data.components !== undefined)
    parts.components = storedComponents(data.components ?? [], {
      unfurl: (media) => unfurlMedia(context, media),
    });
  return parts;
}

/**
 * What the emulator knows of a media URL: an id of its own, and the URL itself as the proxy URL (the
 * emulator fetches nothing, so width, height and content type stay unknown).
 */
function unfurlMedia(context: EmulatorContext, media: APIUnfurledMedia): APIUnfurledMedia {
  return { ...media, id: context.nextId(), proxy_url: media.proxy_url ?? media.url };
}
