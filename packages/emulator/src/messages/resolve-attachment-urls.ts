import {
  type APIAttachment,
  type APIMessage,
  AttachmentLimits,
  ComponentType,
  isJsonObject,
} from '@slashkit/api';

/** A media object an embed or a component points with (`{ url, proxy_url?, width?, height? }`). */
type Media = Record<string, unknown>;

/**
 * Points every `attachment://<filename>` of a message at the file of that name among its `attachments`, as
 * the service does once it stored them: embed `image`, `thumbnail`, `author.icon_url` and
 * `footer.icon_url`, and in Components V2 the thumbnail's and each gallery item's `media` and the file
 * component's `file`, at every depth (sections, containers). A media object gets the stored `url` and
 * `proxy_url`, and the file's `width`, `height`, `content_type` and `attachment_id` when known; a name that
 * matches no file stays as it was. Changes the message in place.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function resolveAttachmentUrls(
  message: Pick<APIMessage, 'attachments' | 'embeds' | 'components'>,
): void {
  if (message.attachments.length === 0) return;
  const byName = new Map<string, APIAttachment>();
  // The latest file of a name wins, as new files come after kept ones.
  for (const attachment of message.attachments) byName.set(attachment.filename, attachment);
  const find = (url: unknown): APIAttachment | undefined =>
    typeof url === 'string' && url.startsWith(AttachmentLimits.urlScheme)
      ? byName.get(url.slice(AttachmentLimits.urlScheme.length))
      : undefined;
  for (const embed of message.embeds as unknown[]) {
    if (!isJsonObject(embed)) continue;
    for (const key of ['image', 'thumbnail'] as const) {
      const media = embed[key];
      if (isJsonObject(media)) pointMedia(media, find(media.url), false);
    }
    for (const [key, field] of [
      ['author', 'icon_url'],
      ['footer', 'icon_url'],
    ] as const) {
      const part = embed[key];
      const file = isJsonObject(part) ? find(part[field]) : undefined;
      if (isJsonObject(part) && file) {
        part[field] = file.url;
        part[`proxy_${field}`] = file.proxy_url;
      }
    }
  }
  visitComponents(message.components as unknown[] | undefined, (media) =>
    pointMedia(media, find(media.url), true),
  );
}

/** Gives a media object the stored file's URL and what is known of it. */
function pointMedia(media: Media, file: APIAttachment | undefined, unfurled: boolean): void {
  if (!file) return;
  media.url = file.url;
  media.proxy_url = file.proxy_url;
  if (typeof file.width === 'number') media.width = file.width;
  if (typeof file.height === 'number') media.height = file.height;
  if (unfurled) {
    if (file.content_type !== undefined) media.content_type = file.content_type;
    media.attachment_id = file.id;
  }
}

/** Calls `visit` with every media object of a component tree (thumbnails, gallery items, files). */
function visitComponents(components: unknown[] | undefined, visit: (media: Media) => void): void {
  if (!Array.isArray(components)) return;
  for (const component of components) {
    if (!isJsonObject(component)) continue;
    switch (component.type) {
      case ComponentType.Thumbnail:
        if (isJsonObject(component.media)) visit(component.media);
        break;
      case ComponentType.MediaGallery:
        if (Array.isArray(component.items))
          for (const item of component.items)
            if (isJsonObject(item) && isJsonObject(item.media)) visit(item.media);
        break;
      case ComponentType.File:
        if (isJsonObject(component.file)) visit(component.file);
        break;
    }
    if (isJsonObject(component.accessory)) visitComponents([component.accessory], visit);
    visitComponents(component.components as unknown[] | undefined, visit);
  }
}
