import {
  type APIEmbed,
  type APIInteractionResponseMessageData,
  type APIMessageTopLevelComponent,
  type APIUnfurledMedia,
  isJsonObject,
  storedComponents,
  storedEmbeds,
} from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';

/** The parts of a message body that the service stores transformed. */
export interface StoredMessageParts {
  embeds?: APIEmbed[];
  components?: APIMessageTopLevelComponent[];
}

/**
 * The embeds and components of a checked message body (a reply, follow-up, update or edit) as the service
 * stores them: embeds `rich` with numeric colours (`storedEmbeds`), components numbered with their defaults
 * (`storedComponents`), each media item given an id and a proxy URL, and each embed image, thumbnail and
 * icon at an http(s) URL its proxy URL too (`proxiedEmbed`). Only the parts the body has (an edit
 * without `components` keeps the stored ones); null means none.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function storedMessageBody(
  context: EmulatorContext,
  data: APIInteractionResponseMessageData,
): StoredMessageParts {
  const parts: StoredMessageParts = {};
  if (data.embeds !== undefined) parts.embeds = storedEmbeds(data.embeds ?? []).map(proxiedEmbed);
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

const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * An embed with the proxy URLs the service fills for its external media: `proxy_url` of `image` and
 * `thumbnail`, `proxy_icon_url` of `author` and `footer`. The emulator proxies nothing, so the proxy URL
 * is the URL itself (as for components' media), and an external image's `width`/`height` stay unknown.
 * An `attachment://` URL is left to `resolveAttachmentUrls`, which points it at the stored file.
 */
function proxiedEmbed(embed: APIEmbed): APIEmbed {
  const out: Record<string, unknown> = { ...embed };
  for (const [key, field, proxy] of [
    ['image', 'url', 'proxy_url'],
    ['thumbnail', 'url', 'proxy_url'],
    ['author', 'icon_url', 'proxy_icon_url'],
    ['footer', 'icon_url', 'proxy_icon_url'],
  ] as const) {
    const part = out[key];
    if (isJsonObject(part) && isWebUrl(part[field])) out[key] = { ...part, [proxy]: part[field] };
  }
  return out as APIEmbed;
}
