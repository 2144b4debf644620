import { AttachmentLimits } from '@slashkit/api';

/**
 * The largest body of a JSON (or form) request the node adapter accepts, in bytes: far above what the
 * service takes as JSON, and the whole body of every route but the message routes' multipart uploads.
 */
export const maxRequestBodyBytes = 8 * 1024 * 1024;

/**
 * The largest `multipart/form-data` body, in bytes: ten files of the default attachment size limit, plus
 * room for `payload_json` and the part headers. Each file is held to its own limit while it streams in.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export const maxUploadBodyBytes =
  AttachmentLimits.files * AttachmentLimits.defaultSizeLimit + maxRequestBodyBytes;

/** The cap of a request's body by its `Content-Type`: uploads may be larger than anything else. */
export function bodyLimitFor(contentType: string | undefined): number {
  return contentType !== undefined && /^multipart\/form-data\s*(;|$)/i.test(contentType)
    ? maxUploadBodyBytes
    : maxRequestBodyBytes;
}
