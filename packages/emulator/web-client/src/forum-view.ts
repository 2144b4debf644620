import { call, type ErrorBody } from './api.js';
import { h, replace } from './dom.js';
import type { Session } from './session.js';
import { findForum, threadStateText, threadsOf } from './thread-places.js';
import { placeHref } from './threads-view.js';

/** Discord's longest thread name (the emulator checks it again). */
const maxName = 100;
/** Discord's longest message content. */
const maxContent = 2000;

/**
 * A forum or media channel as the client shows it: a form to start a post (its title, first message and
 * the tags of the forum it takes, through the admin API's user thread route: the same checks and
 * THREAD_CREATE as any user's) and its posts, newest first, each with its tags, archived and locked ones
 * marked so, each a link that opens the post.
 */
export function renderForum(host: HTMLElement, session: Session, forumId: string): void {
  const place = session.place;
  const forum = findForum(session.places, forumId);
  if (!('guildId' in place) || !forum) return;
  const title = h('input', { type: 'text', 'aria-label': 'Post title', maxlength: maxName, required: true });
  const content = h('textarea', {
    'aria-label': 'First message of the post',
    maxlength: maxContent,
    rows: 2,
    required: true,
  });
  // One checkbox per tag of the forum (the client's tag picker); moderated ones say so.
  const tagBoxes = forum.tags.map((tag) => ({
    tag,
    box: h('input', { type: 'checkbox', value: tag.id }),
  }));
  const tagPicker =
    tagBoxes.length === 0
      ? null
      : h(
          'fieldset',
          { class: 'post-tag-picker' },
          h('legend', null, 'Tags'),
          tagBoxes.map(({ tag, box }) =>
            h(
              'label',
              { class: 'post-tag-choice' },
              box,
              ` ${tag.emoji ? `${tag.emoji} ` : ''}${tag.name}`,
              tag.moderated ? h('span', { class: 'hint' }, ' (moderators)') : null,
            ),
          ),
        );
  const form = h(
    'form',
    { class: 'new-post', 'aria-label': 'New post' },
    h('label', null, 'Title ', title),
    h('label', null, 'Message ', content),
    tagPicker,
    h('button', { type: 'submit', class: 'button' }, 'Post'),
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const answer = await call<{ id?: string } & ErrorBody>(
      'POST',
      `/_emulator/channels/${forum.id}/threads`,
      {
        userId: session.userId,
        name: title.value.trim(),
        content: content.value,
        appliedTags: tagBoxes.filter(({ box }) => box.checked).map(({ tag }) => tag.id),
      },
    );
    if (answer.ok && answer.data.id) location.hash = placeHref(session, place.guildId, answer.data.id);
    else if (answer.status !== 0)
      session.notice(answer.data?.message ?? `Cannot start a post (HTTP ${answer.status})`, 'error');
  });
  const posts = threadsOf(session.places, forum.id);
  replace(
    host,
    h(
      'section',
      { class: 'forum', 'aria-label': `Posts of ${forum.name}` },
      form,
      posts.length === 0
        ? h('p', { class: 'empty' }, 'No posts yet. Start the first one.')
        : h(
            'ul',
            { class: 'posts' },
            posts.map((p) => {
              const state = threadStateText(p);
              return h(
                'li',
                { class: state ? 'post inactive' : 'post' },
                h('a', { href: placeHref(session, place.guildId, p.id) }, p.name),
                (p.appliedTags ?? []).map((name) => h('span', { class: 'tag' }, name)),
                state ? h('span', { class: 'thread-state' }, state) : null,
              );
            }),
          ),
    ),
  );
}
