import { markStopped, stoppedText } from './api.js';
import { h } from './dom.js';
import { fileSize } from './file-size.js';

/** The field of an ATTACHMENT option: a file input, and what the option's value is once it is uploaded. */
export interface AttachmentUpload {
  control: HTMLInputElement;
  /** What it says of the upload (uploading, the stored file, or why it failed). */
  status: HTMLElement;
  /** `{ id }` of the uploaded file, once uploaded; undefined before. */
  read: () => unknown | undefined;
}

/** What `POST /_emulator/attachments` answers: the stored file as the bot will see it. */
interface Uploaded {
  id: string;
  filename: string;
  size: number;
}

/**
 * A file input for an ATTACHMENT option that uploads the chosen file at once, as the Discord client does
 * before it sends the command (`POST /_emulator/attachments`, multipart, marked as the page's own
 * request); the option's value is then the stored file's id, and the bot gets it in
 * `resolved.attachments` with a URL the emulator serves. Too large a file, or a refusal, shows its reason.
 */
export function attachmentUpload(props: Record<string, unknown>): AttachmentUpload {
  const control = h('input', { ...props, type: 'file' });
  const status = h('span', { class: 'upload-status', role: 'status' });
  let uploaded: Uploaded | undefined;
  let attempt = 0;
  control.addEventListener('change', () => {
    uploaded = undefined;
    const file = control.files?.[0];
    const mine = ++attempt;
    if (!file) {
      status.textContent = '';
      return;
    }
    status.textContent = `Uploading ${file.name}…`;
    const form = new FormData();
    form.append('file', file, file.name);
    void fetch('/_emulator/attachments', {
      method: 'POST',
      body: form,
      headers: { 'x-slashkit-emulator': '1' },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as Partial<Uploaded> & { message?: string };
        if (mine !== attempt) return;
        if (!response.ok || typeof body.id !== 'string') {
          status.textContent = `Upload failed: ${body.message ?? `HTTP ${response.status}`}`;
          return;
        }
        uploaded = body as Uploaded;
        status.textContent = `${uploaded.filename} (${fileSize(uploaded.size)}) uploaded`;
      })
      .catch(() => {
        // Nothing answered: the emulator has stopped (the page shows its banner).
        markStopped();
        if (mine === attempt) status.textContent = `Upload failed: ${stoppedText}`;
      });
  });
  return { control, status, read: () => (uploaded ? { id: uploaded.id } : undefined) };
}
