import { call, type ErrorBody } from './api.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';
import type { Message } from './types.js';

/** The longest content a user may write (Discord's 2000; the emulator checks it again). */
const maxContent = 2000;

/**
 * The Edit and Delete buttons of a message the user wrote, as the real client offers them on one's own
 * messages. Editing swaps the content for a text box (Enter saves, Escape cancels); deleting asks first.
 * Both go through the admin API's user message routes (`PATCH /_emulator/messages/:id`,
 * `POST /_emulator/messages/:id/delete`: the same checks and MESSAGE_UPDATE/DELETE as any user's); the view
 * follows the event. Null for anyone else's message (a webhook's or an app's too) and an ephemeral one.
 */
export function ownMessageActions(
  message: Message,
  session: Session,
  article: () => HTMLElement,
): HTMLElement[] | null {
  if (message.author.id !== session.userId || ((message.flags ?? 0) & (1 << 6)) !== 0) return null;
  const refused = (answer: { status: number; data: ErrorBody | null }, doing: string) => {
    if (answer.status !== 0)
      session.notice(answer.data?.message ?? `Cannot ${doing} (HTTP ${answer.status})`, 'error');
  };
  const edit = h('button', { type: 'button', class: 'icon', 'aria-label': 'Edit message' }, '✎');
  edit.addEventListener('click', () => {
    const box = article().querySelector<HTMLElement>('.content');
    const input = h('textarea', {
      class: 'edit-box',
      'aria-label': 'Edit message',
      maxlength: maxContent,
      rows: 2,
      value: message.content,
    });
    const form = h(
      'form',
      { class: 'edit-form' },
      input,
      h('p', { class: 'hint' }, 'Escape to cancel · Enter to save'),
    );
    const close = () => void article().dispatchEvent(new Event('edit-closed'));
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const content = input.value.trim();
      if (content === message.content) return close();
      const answer = await call<ErrorBody>('PATCH', `/_emulator/messages/${message.id}`, {
        userId: session.userId,
        content,
      });
      if (answer.ok) close();
      else refused(answer, 'edit this message');
    });
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey) {
        e.preventDefault();
        form.requestSubmit();
      } else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    });
    const original = box ? [...box.childNodes] : [];
    const host = box ?? h('div', { class: 'content' });
    if (!box) article().querySelector('header')?.after(host);
    replace(host, form);
    article().addEventListener(
      'edit-closed',
      () => {
        if (box) replace(box, original);
        else host.remove();
      },
      { once: true },
    );
    input.focus();
  });
  const remove = h('button', { type: 'button', class: 'icon', 'aria-label': 'Delete message' }, '🗑');
  remove.addEventListener('click', () => {
    const confirm = h(
      'div',
      { class: 'confirm', role: 'alertdialog', 'aria-label': 'Delete message' },
      'Delete this message? ',
      h('button', { type: 'button', class: 'button danger' }, 'Delete'),
      h('button', { type: 'button', class: 'button secondary' }, 'Cancel'),
    );
    const [yes, no] = confirm.querySelectorAll('button');
    no!.addEventListener('click', () => confirm.remove());
    yes!.addEventListener('click', async () => {
      const answer = await call<ErrorBody>('POST', `/_emulator/messages/${message.id}/delete`, {
        userId: session.userId,
      });
      if (!answer.ok) refused(answer, 'delete this message');
      confirm.remove();
    });
    article().querySelector('.confirm')?.remove();
    article().append(confirm);
    yes!.focus();
  });
  return [edit, remove];
}
