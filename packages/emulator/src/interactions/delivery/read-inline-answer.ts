import { RESTJSONErrorCodes } from '@slashkit/api';
import { bodyLimitFor } from '../../http/body-limits.js';
import { capBody } from '../../http/cap-body.js';
import { HttpError } from '../../http/http-error.js';
import { parseLosslessJson } from '../../http/parse-lossless-json.js';
import { readMessageBody } from '../../http/read-message-body.js';
import type { UploadedFile } from '../../http/read-multipart.js';
import { describeHttpError } from './describe-http-error.js';

/** An app's inline answer, read: the response object and its files, or why it could not be read. */
export type InlineAnswer =
  | { ok: true; body: unknown; files: UploadedFile[] }
  | { ok: false; problem: string };

const multipartType = /^multipart\/form-data\s*(;|$)/i;

/**
 * Reads the body of an app's 200 answer to a delivered interaction, as the service does: the response
 * object as JSON, or `multipart/form-data` with it in `payload_json` and files in `files[n]`, each within
 * the interaction's `attachment_size_limit` (a larger file, or more than 10, fails the interaction). The
 * body is capped as a request's is (`bodyLimitFor`: 8 MiB of JSON, more for uploads): a larger one, or
 * one that breaks off before its end (the app died mid-answer), is a problem, never an exception.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export async function readInlineAnswer(response: Response, maxFileBytes: number): Promise<InlineAnswer> {
  const type = response.headers.get('content-type') ?? '';
  const limit = bodyLimitFor(type);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    void response.body?.cancel().catch(() => {});
    return { ok: false, problem: tooLarge(limit).message };
  }
  const body = response.body ? capBody(response.body, limit, () => tooLarge(limit)) : null;
  const capped = new Response(body, { headers: response.headers });
  try {
    if (multipartType.test(type)) {
      const { body: object, files } = await readMessageBody(capped, { maxFileBytes });
      return { ok: true, body: object, files };
    }
    const text = await capped.text();
    try {
      return { ok: true, body: parseLosslessJson(text), files: [] };
    } catch {
      return {
        ok: false,
        problem:
          'the body is not JSON; send the response object, e.g. {"type":4,"data":{"content":"Hi"}}, or multipart/form-data with it in payload_json and the files in files[n].',
      };
    }
  } catch (error) {
    void body?.cancel().catch(() => {});
    const cause = error instanceof HttpError ? error : (error as { cause?: unknown }).cause;
    if (cause instanceof HttpError) return { ok: false, problem: describeHttpError(cause) };
    return {
      ok: false,
      problem: `the body broke off before its end (${(error as Error).message}): the app's connection closed while it was sending its answer.`,
    };
  }
}

/** The problem of an answer over the cap (413 / 40005, as a request over it gets). */
function tooLarge(limit: number): HttpError {
  return new HttpError(
    413,
    RESTJSONErrorCodes.RequestEntityTooLarge,
    `the body is over ${limit} bytes (${limit / (1024 * 1024)} MiB), the most the emulator reads of an answer; send less inline, or answer 202 and post the response through the callback endpoint.`,
  );
}
