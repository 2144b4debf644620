import type { APIAttachment } from '@slashkit/api';
import type { EmulatorAttachment } from '../../attachments/attachment-store.js';

/**
 * A stored file as an interaction's `resolved.attachments` describes it: served by the emulator at
 * `/_emulator/attachments/:id/:filename`, `ephemeral` as the files a user attaches to an interaction are.
 */
export function toApiAttachment(file: EmulatorAttachment, origin: string): APIAttachment {
  const url = `${origin}/_emulator/attachments/${file.id}/${encodeURIComponent(file.filename)}`;
  return {
    id: file.id,
    filename: file.filename,
    size: file.size,
    url,
    proxy_url: url,
    ...(file.contentType ? { content_type: file.contentType } : {}),
    ephemeral: true,
  };
}
