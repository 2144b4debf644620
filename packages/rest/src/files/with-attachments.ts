import { isJsonObject } from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';
import type { LoadedFile } from './load-message-files.js';

/** Whether the body creates a message (every file is described) or edits one (undescribed files add). */
export type MessageBodyMode = 'create' | 'edit';

type JSONObject = Record<string, unknown>;

/** A body as JSON: what `toJSON()` gives for builders, the value itself otherwise. */
function plain(body: unknown): unknown {
  return isJsonObject(body) && typeof body.toJSON === 'function' ? (body.toJSON as () => unknown)() : body;
}

/**
 * A message body with its `attachments` filled in for `files` (file `n` is `files[n]`): an entry you gave
 * whose `id` is `n` (a number or a string) gets the file's `filename` and `description` where it has none;
 * every other file gets an entry after yours, its `id` the string `"n"`. An edit without `attachments` keeps it absent (the message's files stay and these
 * are added), unless a file has a description, which only an entry can carry: that is an error saying to
 * list the files to keep. `attachments: null` is `[]`.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function withAttachments(
  body: unknown,
  files: readonly LoadedFile[],
  mode: MessageBodyMode,
  method = 'files',
): JSONObject {
  const data = plain(body ?? {});
  if (!isJsonObject(data))
    throw new RESTError('INVALID_ARGUMENT', `${method}: a message body with files must be an object.`);
  if (files.length === 0) return data;
  const given = data.attachments;
  if (given === undefined && mode === 'edit') {
    const described = files.find((file) => file.description !== undefined);
    if (described)
      throw new RESTError(
        'INVALID_ARGUMENT',
        `${method}: ${JSON.stringify(described.name)} has a description, which an edit sends in \`attachments\`; and \`attachments\` on an edit also lists the files to keep. Give \`attachments: []\` to replace the message's files, or list the ones to keep by id ([{ id: '…' }]).`,
      );
    return data;
  }
  if (given !== undefined && given !== null && !Array.isArray(given))
    throw new RESTError(
      'INVALID_ARGUMENT',
      `${method}: attachments must be an array of { id, filename?, description? }.`,
    );
  const entries: JSONObject[] = Array.isArray(given)
    ? given.map((entry) => (isJsonObject(entry) ? { ...entry } : entry))
    : [];
  files.forEach((file, index) => {
    const own = entries.find((entry) => isJsonObject(entry) && String(entry.id) === String(index));
    if (own) {
      own.filename ??= file.name;
      if (file.description !== undefined) own.description ??= file.description;
    } else
      entries.push({
        // A string, as the OpenAPI document types an attachment id (a snowflake); the service reads both.
        id: String(index),
        filename: file.name,
        ...(file.description === undefined ? {} : { description: file.description }),
      });
  });
  return { ...data, attachments: entries };
}
