import { type APIInteractionResponse, InteractionResponseType } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';

/** An initial response with files, encoded for the HTTP answer: the multipart bytes and their type. */
export interface EncodedAnswer {
  bytes: Uint8Array;
  /** `multipart/form-data; boundary=…`. */
  contentType: string;
}

/**
 * The HTTP answer of a first response with files (already checked and loaded, their bytes in Blobs), as
 * the service takes it inline: `multipart/form-data` with the response in `payload_json` (its
 * `data.attachments` filled for the files) and each file in `files[n]` (`MultipartBody` of
 * @slashkit/rest), in one buffer the adapter writes.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export async function encodeInlineAnswer(
  response: APIInteractionResponse,
  files: readonly MessageFile[],
  sizeLimit: number | undefined,
): Promise<EncodedAnswer> {
  const { loadMessageFiles, MultipartBody, withAttachments } = await import('@slashkit/rest');
  const update = response.type === InteractionResponseType.UpdateMessage;
  // Errors name the context method that sent the files.
  const method = update ? 'update()' : 'reply()';
  // Loaded already (the responder did): this only checks them again, reading nothing.
  const loaded = await loadMessageFiles(files, {
    method,
    ...(sizeLimit === undefined ? {} : { sizeLimit }),
  });
  const data = 'data' in response ? response.data : undefined;
  const payload = {
    ...response,
    data: withAttachments(data ?? {}, loaded, update ? 'edit' : 'create', method),
  };
  const body = new MultipartBody(JSON.stringify(payload), loaded);
  const bytes = new Uint8Array(body.length);
  let at = 0;
  for await (const chunk of body.chunks()) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, contentType: body.contentType };
}
