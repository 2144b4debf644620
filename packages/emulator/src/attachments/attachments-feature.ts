import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, notFound } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { defaultMultipartLimits, readMultipart } from '../http/read-multipart.js';
import { attachmentContentType } from '../messages/attachment-content-type.js';
import { attachmentPathPrefix } from '../messages/attachment-url.js';
import { toApiAttachment } from '../messages/message-attachments.js';
import { serveAttachment } from './serve-attachment.js';

/**
 * The emulator's file host: `GET /_emulator/attachments/{id}/{filename}` serves every stored file (a
 * message's attachments, an ATTACHMENT option's upload) at the emulator's own origin, and
 * `POST /_emulator/attachments` (multipart, one file) stores a file a user is about to give as an
 * ATTACHMENT option, as the client uploads before it sends the command; it answers the attachment object,
 * whose `id` the option value names.
 * @example
 * const form = new FormData();
 * form.append('file', new Blob(['hello']), 'hello.txt');
 * const upload = await fetch(`${emu.url}/_emulator/attachments`, { method: 'POST', body: form, headers: { 'x-slashkit-emulator': '1' } });
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export const attachmentsFeature: EmulatorFeature = {
  name: 'attachments',
  setup(router) {
    router
      .add(
        localRoute({
          method: 'GET',
          path: `${attachmentPathPrefix}/:attachmentId/:filename`,
          handler: ({ params, emulator }) => {
            const file = emulator.state.attachments.get(params.attachmentId);
            if (!file || file.filename !== params.filename)
              // The CDN's 404: there is no JSON code for a missing file.
              throw notFound(
                RESTJSONErrorCodes.GeneralError,
                `Unknown attachment: no file ${params.attachmentId}/${params.filename} (deleted with its message, or never uploaded)`,
              );
            return serveAttachment(file);
          },
        }),
      )
      .add({
        method: 'POST',
        path: attachmentPathPrefix,
        handler: async ({ request, url, emulator }) => {
          if (!/^multipart\/form-data\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
            throw badRequest('send the file as multipart/form-data, one file part with its filename');
          const { files } = await readMultipart(request, { ...defaultMultipartLimits, maxFiles: 1 });
          const upload = files[0];
          if (!upload) throw badRequest('no file part: send one file part with its filename');
          const stored = emulator.state.attachments.add({
            id: emulator.nextId(),
            filename: upload.filename,
            contentType: attachmentContentType(upload.filename, upload.contentType, upload.bytes),
            bytes: upload.bytes,
            createdAt: emulator.clock.now(),
          });
          // An option's file is visible to the bot only, as the service marks it.
          return jsonResponse(201, toApiAttachment(stored, url.origin, undefined, true));
        },
      });
  },
};
