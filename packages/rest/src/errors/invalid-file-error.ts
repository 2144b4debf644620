import { brandError } from '@slashkit/api';
import { RESTError } from './rest-error.js';

/** Which part of a `MessageFile` {@link InvalidFileError} refuses. */
export type InvalidFileField = 'name' | 'contentType' | 'description' | 'data';

/** What {@link InvalidFileError} is built from. */
export interface InvalidFileErrorInit {
  /** The method that was to send it, e.g. `createFollowupMessage()`. */
  method: string;
  /** The file's position in `files` (the part is `files[index]`). */
  index: number;
  /** The file's name as given (possibly empty, or holding the characters refused). */
  filename: string;
  /** The field refused. */
  field: InvalidFileField;
  /** What is wrong and how to fix it. */
  problem: string;
}

/**
 * A file of a message cannot be sent as given: a missing name, a name or media type with characters that
 * cannot travel in a multipart part's headers, a description too long, data of the wrong kind. Found
 * before anything was sent; never retried. Its `code` is `INVALID_ARGUMENT`, like every argument refused.
 * @example
 * try { await rest.messages.createMessage(channelId, { content: 'log' }, { files: [{ name: 'a\nb.txt', data }] }); } catch (error) {
 *   if (error instanceof InvalidFileError) console.log(`files[${error.index}].${error.field}: ${error.message}`);
 * }
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
// A name is shown escaped (JSON, so no raw line break reaches a log) and cut past 100 characters, so that
// a refused 5,000-character name does not make a 5,000-character message; `filename` keeps it whole.
const shownName = (name: string): string =>
  name.length > 100
    ? `${JSON.stringify(`${name.slice(0, 60)}…`)}, ${name.length} characters`
    : JSON.stringify(name);

export class InvalidFileError extends RESTError {
  static {
    brandError(InvalidFileError, '@slashkit/rest/InvalidFileError');
  }

  /** The file's name as given. */
  readonly filename: string;
  /** The file's position in `files`. */
  readonly index: number;
  /** The field refused. */
  readonly field: InvalidFileField;

  constructor(init: InvalidFileErrorInit) {
    super(
      'INVALID_ARGUMENT',
      `${init.method}: files[${init.index}] (${shownName(init.filename)}): ${init.problem}; nothing was sent.`,
    );
    this.filename = init.filename;
    this.index = init.index;
    this.field = init.field;
  }
}
