import { RESTJSONErrorCodes } from '@slashkit/api';
import { maxRequestBodyBytes } from '../http/body-limits.js';
import { HttpError } from '../http/http-error.js';
import { parseJsonText, readJsonText } from '../http/read-json-body.js';

/**
 * The largest body of `PUT /_emulator/state`, in bytes: a snapshot carries its files in base64, so it may
 * be far larger than any other JSON body (about 190 MiB of files). What is outside its strings is held to
 * the cap of every JSON body ({@link maxSnapshotStructureBytes}).
 */
export const maxSnapshotBodyBytes = 256 * 1024 * 1024;

/**
 * The most a snapshot body may hold outside its strings (keys, numbers, brackets and quotes: what parsing
 * turns into objects, arrays and values), in bytes: the cap of any JSON body, so a snapshot's size goes into
 * its strings (file bytes) and never into millions of values that parsing and checking would spend
 * memory and time on.
 */
export const maxSnapshotStructureBytes = maxRequestBodyBytes;

/**
 * Reads the body of `PUT /_emulator/state`: JSON (400/50035 for another content type, 400/50109 when it
 * does not parse), at most {@link maxSnapshotBodyBytes} in all (the node adapter's 413) and at most
 * {@link maxSnapshotStructureBytes} outside its strings (413, counted before anything is parsed).
 */
export async function readSnapshotBody(
  request: Pick<Request, 'headers' | 'body' | 'text'>,
): Promise<unknown> {
  const text = await readJsonText(request);
  if (structureBytes(text, maxSnapshotStructureBytes) > maxSnapshotStructureBytes)
    throw new HttpError(
      413,
      RESTJSONErrorCodes.RequestEntityTooLarge,
      `Request entity too large: a snapshot holds at most ${maxSnapshotStructureBytes} bytes of JSON outside its strings (its files, in base64 strings, may make it up to ${maxSnapshotBodyBytes} bytes in all).`,
    );
  // Plain JSON: a snapshot's ids are strings (as GET writes them; a number id is a problem at its path),
  // and its long strings (files) are more than the lossless reader's scan takes.
  return parseJsonText(text, false);
}

/**
 * How many characters of a JSON text are outside its string literals, quotes included, counting stops
 * once past `limit`. Strings are skipped with `indexOf`, so a text made of a few long strings (a file's
 * base64) costs next to nothing; an unterminated string counts as structure (parsing refuses it anyway).
 */
function structureBytes(text: string, limit: number): number {
  let count = 0;
  let at = 0;
  while (at < text.length && count <= limit) {
    const open = text.indexOf('"', at);
    if (open === -1) return count + (text.length - at);
    count += open - at + 2;
    let close = open + 1;
    for (;;) {
      close = text.indexOf('"', close);
      if (close === -1) return count + (text.length - open);
      let backslashes = 0;
      while (text.charCodeAt(close - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) break;
      close++;
    }
    at = close + 1;
  }
  return count;
}
