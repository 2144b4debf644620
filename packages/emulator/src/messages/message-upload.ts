import { type APIAttachment, MessageFlags } from '@slashkit/api';
import type { UploadedFile } from '../http/read-multipart.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { commitAttachments, planAttachments } from './message-attachments.js';
import { resolveAttachmentUrls } from './resolve-attachment-urls.js';

/** The files that came with a message request, and the origin their URLs are served at. */
export interface MessageUpload {
  origin: string;
  files: readonly UploadedFile[];
}

/** The message fields that files change. */
type FileHolder = Parameters<typeof resolveAttachmentUrls>[0] & { flags?: number | undefined };

/**
 * A message body with an `attachments` entry for each file it left undescribed, as the service reads a
 * create without `attachments` (so a message of files alone is not empty); unchanged without files.
 */
export function withFileEntries<T>(data: T, upload: MessageUpload | undefined): T {
  if (!upload || upload.files.length === 0 || typeof data !== 'object' || data === null) return data;
  if (Object.hasOwn(data, 'attachments')) return data;
  return { ...data, attachments: upload.files.map((file) => ({ id: file.index })) };
}

/**
 * Gives a new message (not yet stored) its files: checked and numbered (`planAttachments`), listed in
 * `attachments`, `attachment://` resolved, the bytes stored. Throws before storing anything.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function attachToNewMessage(
  context: EmulatorContext,
  message: FileHolder,
  body: unknown,
  upload: MessageUpload | undefined,
): void {
  const plan = planAttachments(context, {
    origin: upload?.origin ?? '',
    mode: 'create',
    existing: [],
    body,
    files: upload?.files ?? [],
    ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
  });
  message.attachments = plan.attachments;
  resolveAttachmentUrls(message);
  commitAttachments(context, plan);
}

/**
 * Edits a stored message's files as the service does (`attachments` omitted keeps them, `[]` drops them,
 * a list keeps those ids plus the new files) around `apply`, the edit of its other fields: the new list is
 * in place while `apply` runs (so a message left with files alone is not empty), and put back if `apply`
 * throws; then `attachment://` is resolved and the store updated.
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export function editAttachments(
  context: EmulatorContext,
  message: FileHolder,
  body: unknown,
  upload: MessageUpload | undefined,
  apply: () => void,
): void {
  const before: APIAttachment[] = message.attachments;
  const plan = planAttachments(context, {
    origin: upload?.origin ?? '',
    mode: 'edit',
    existing: before,
    body,
    files: upload?.files ?? [],
    ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
  });
  message.attachments = plan.attachments;
  try {
    apply();
  } catch (error) {
    message.attachments = before;
    throw error;
  }
  resolveAttachmentUrls(message);
  commitAttachments(context, plan);
}
