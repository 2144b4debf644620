import { type ErrorBody, own } from './api.js';

/**
 * Uploads a file the user picked, as Discord's client does before it sends what uses it
 * (`POST /_emulator/attachments`, multipart, one file): the attachment id the emulator answers, or its
 * refusal (a file over the size limit is 413).
 */
export async function uploadFile(file: File): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/_emulator/attachments', { method: 'POST', headers: { ...own }, body: form });
  const body = (await response.json().catch(() => ({}))) as { id?: unknown } & ErrorBody;
  if (response.ok && typeof body.id === 'string') return { id: body.id };
  return { error: `${file.name}: ${body.message ?? `upload refused (${response.status})`}` };
}
