import { AttachmentLimits } from '@slashkit/api';

/**
 * The URL by which an embed or a component shows a file sent with the same message: `attachment://<name>`,
 * for an embed's `image`, `thumbnail`, `author.icon_url` or `footer.icon_url`, a thumbnail's or a gallery
 * item's `media.url`, or a file component's `file.url`. The service replaces it with the stored file's URL.
 * @example
 * await ctx.reply({
 *   embeds: [{ title: 'Sales', image: { url: attachmentUrl('chart.png') } }],
 *   files: [{ name: 'chart.png', data: png }],
 * });
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function attachmentUrl<Name extends string>(name: Name): `attachment://${Name}` {
  if (name.length === 0 || name.includes('/'))
    throw new TypeError(
      `attachmentUrl(): ${JSON.stringify(name)} is not a file name; give the name of a file sent with the message, e.g. "chart.png"`,
    );
  return `${AttachmentLimits.urlScheme}${name}` as `attachment://${Name}`;
}
