import { AttachmentLimits, createRecord } from '@slashkit/api';
import { badRequest } from '../../http/http-error.js';
import type { UploadedFile } from '../../http/read-multipart.js';
import { attachmentContentType } from '../../messages/attachment-content-type.js';
import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { ModalFieldValue, ModalSubmitRequest } from './modal-submit-request.js';

const reference = AttachmentLimits.urlScheme;

/** A multipart modal submission with its files stored: the request naming them by id, and their ids. */
export interface PlacedModalFiles {
  request: ModalSubmitRequest;
  /** The ids of the files stored for it (to remove again when the submission is refused). */
  stored: string[];
}

/**
 * The files of a multipart modal submission put in their places: each file part (`files[n]`) is stored as an
 * upload would store it, and each `"attachment://<filename>"` in `fields` becomes that file's id, as if the
 * user had uploaded it first. Every part must be named by a field and every name must be a part's; file
 * names are unique in the request. A 400 says which, and stores nothing.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function placeModalFiles(
  context: EmulatorContext,
  request: ModalSubmitRequest,
  files: readonly UploadedFile[],
): PlacedModalFiles {
  const byName = new Map<string, UploadedFile>();
  for (const file of files) {
    if (byName.has(file.filename))
      throw badRequest(
        `${file.field}: two files are named ${JSON.stringify(file.filename)}; give each file part its own name, as fields refer to them by "attachment://<filename>"`,
      );
    byName.set(file.filename, file);
  }
  const ids = new Map<string, string>();
  const used = new Set<string>();
  const place = (value: ModalFieldValue, at: string): ModalFieldValue => {
    if (!Array.isArray(value)) return value;
    return value.map((entry, i) => {
      if (typeof entry !== 'string' || !entry.startsWith(reference)) return entry;
      const name = entry.slice(reference.length);
      const file = byName.get(name);
      if (!file)
        throw badRequest(
          `${at}[${i}]: no file part is named ${JSON.stringify(name)}; send it as a part files[n] with that filename${byName.size > 0 ? ` (the parts: ${[...byName.keys()].map((n) => JSON.stringify(n)).join(', ')})` : ''}`,
        );
      used.add(name);
      let id = ids.get(name);
      if (id === undefined) {
        id = context.nextId();
        ids.set(name, id);
      }
      return id;
    });
  };
  const fields = createRecord<ModalFieldValue>();
  for (const [key, value] of Object.entries(request.fields)) fields[key] = place(value, `fields.${key}`);
  for (const file of files)
    if (!used.has(file.filename))
      throw badRequest(
        `${file.field}: the file ${JSON.stringify(file.filename)} is not named by any field; add "attachment://${file.filename}" to the file upload it answers`,
      );
  // Stored only once every reference checks out.
  for (const file of files)
    context.state.attachments.add({
      id: ids.get(file.filename)!,
      filename: file.filename,
      contentType: attachmentContentType(file.filename, file.contentType, file.bytes),
      bytes: file.bytes,
      createdAt: context.clock.now(),
    });
  return { request: { ...request, fields }, stored: [...ids.values()] };
}
