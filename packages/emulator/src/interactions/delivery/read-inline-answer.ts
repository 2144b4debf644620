import { HttpError } from '../../http/http-error.js';
import { parseLosslessJson } from '../../http/parse-lossless-json.js';
import { readMessageBody } from '../../http/read-message-body.js';
import type { UploadedFile } from '../../http/read-multipart.js';
import { describeHttpError } from './describe-http-error.js';

/** An app's inline answer, read: the response object and its files, or why it could not be read. */
export type InlineAnswer =
  | { ok: true; body: unknown; files: UploadedFile[] }
  | { ok: false; problem: string };

/**
 * Reads the body of an app's 200 answer to a delivered interaction, as the service does: the response
 * object as JSON, or `multipart/form-data` with it in `payload_json` and files in `files[n]`, each within
 * the interaction's `attachment_size_limit` (a larger file, or more than 10, fails the interaction).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export async function readInlineAnswer(response: Response, maxFileBytes: number): Promise<InlineAnswer> {
  const type = response.headers.get('content-type') ?? '';
  if (/^multipart\/form-data\s*(;|$)/i.test(type)) {
    try {
      const { body, files } = await readMessageBody(response, { maxFileBytes });
      return { ok: true, body, files };
    } catch (error) {
      void response.body?.cancel().catch(() => {});
      if (error instanceof HttpError) return { ok: false, problem: describeHttpError(error) };
      throw error;
    }
  }
  const text = await response.text();
  try {
    return { ok: true, body: parseLosslessJson(text), files: [] };
  } catch {
    return {
      ok: false,
      problem:
        'the body is not JSON; send the response object, e.g. {"type":4,"data":{"content":"Hi"}}, or multipart/form-data with it in payload_json and the files in files[n].',
    };
  }
}
