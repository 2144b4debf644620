import { describe, expect, it } from 'vitest';
import { png } from '../../../test/support/images.js';
import { answered, multipart, send } from './files-support.js';
import { start } from './harness.js';
import { command } from './scripted-app.js';

// Embeds with external media (service-facts "Message objects as the service returns them"): the service
// answers each http(s) image, thumbnail and icon with its proxy URL. The emulator proxies nothing, so its
// proxy URL is the URL itself, as for components' media; the size of an external image stays unknown.

const image = 'https://example.com/chart.png';
const thumbnail = 'http://example.com/thumb.gif?v=2';
const icon = 'https://example.com/icon.png';

describe('embeds with external media', () => {
  it('answer and store each image, thumbnail and icon with its proxy URL, and no size', async () => {
    const h = await start();
    await command(h, 'files');
    const embed = {
      title: 'External',
      image: { url: image },
      thumbnail: { url: thumbnail },
      author: { name: 'a', icon_url: icon },
      footer: { text: 'f', icon_url: icon },
    };
    const { callback, token } = await answered(h, () => ({ type: 4, data: { embeds: [embed] } }));
    expect(callback.status).toBe(200);
    const expected = {
      type: 'rich',
      title: 'External',
      image: { url: image, proxy_url: image },
      thumbnail: { url: thumbnail, proxy_url: thumbnail },
      author: { name: 'a', icon_url: icon, proxy_icon_url: icon },
      footer: { text: 'f', icon_url: icon, proxy_icon_url: icon },
    };
    expect(callback.body.resource.message.embeds).toEqual([expected]);
    const stored = await send(h, 'GET', `/webhooks/${h.app.id}/${token}/messages/@original`, undefined);
    expect(stored.body.embeds).toEqual([expected]);
    // An edit's embeds get theirs too.
    const edited = await send(h, 'PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, {
      embeds: [{ image: { url: thumbnail } }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.embeds).toEqual([{ type: 'rich', image: { url: thumbnail, proxy_url: thumbnail } }]);
  });

  it('leaves an attachment:// image to the stored file, and one that names no file without a proxy URL', async () => {
    const h = await start();
    await command(h, 'files');
    const { callback } = await answered(h, () =>
      multipart(
        {
          type: 4,
          data: {
            embeds: [
              { image: { url: 'attachment://chart.png' }, thumbnail: { url: 'attachment://missing.png' } },
            ],
          },
        },
        [{ name: 'chart.png', bytes: png(2, 2) }],
      ),
    );
    const [embed] = callback.body.resource.message.embeds;
    const [file] = callback.body.resource.message.attachments;
    expect(embed.image).toEqual({ url: file.url, proxy_url: file.proxy_url, width: 2, height: 2 });
    expect(embed.thumbnail).toEqual({ url: 'attachment://missing.png' });
  });
});
