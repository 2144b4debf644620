import { type ErrorBody, markStopped, own, stoppedText } from './api.js';

/**
 * Uploads a file the user picked, as Discord's client does before it sends what uses it
 * (`POST /_emulator/attachments`, multipart, one file): the attachment id the emulator answers, or its
 * refusal (a file over the size limit is 413), or that the emulator has stopped.
 */
export async function uploadFile(file: File): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/_emulator/attachments', { method: 'POST', headers: { ...own }, body: form });
  } catch {
    markStopped();
    return { error: stoppedText };
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown } & ErrorBody;
  if (response.ok && typeof body.id === 'string') return { id: body.id };
  return { error: `${file.name}: ${body.message ?? `upload refused (${response.status})`}` };
}
