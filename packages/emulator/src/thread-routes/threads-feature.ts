import type { EmulatorFeature } from '../http/emulator-feature.js';
import { lookAgain, syncGainedThreads } from '../threads/thread-list-sync.js';
import { registerListRoutes } from './list-routes.js';
import { registerMemberRoutes } from './member-routes.js';
import { registerStartRoutes } from './start-routes.js';
import { registerUserThreadRoutes } from './user-thread-routes.js';

/**
 * Threads, for a bot of an app installed in the guild: starting them (`start-routes`), their members
 * (`member-routes`), and the active and archived lists (`list-routes`). A thread is a channel: it is
 * read, edited (archived, locked, auto-archive, slowmode, tags) and deleted with the channel routes, and
 * messages are posted in it with the message routes (an archived one is unarchived by a message, a locked
 * one takes them from moderators only). THREAD_CREATE, THREAD_UPDATE, THREAD_MEMBERS_UPDATE and
 * THREAD_MEMBER_UPDATE tell the gateway, THREAD_LIST_SYNC a bot that gains access to a channel with
 * active threads (after the overwrite, role or member change that gave it); a private thread is seen by its members and moderators alone.
 * Users start threads and posts, join and leave them through the admin API (`user-thread-routes`).
 * @see {@link https://discord.com/developers/docs/topics/threads | Threads}
 */
export const threadsFeature: EmulatorFeature = {
  name: 'threads',
  setup(router, context) {
    // What each bot views is taken now and after a reset or load, then followed event by event.
    const look = () => lookAgain(context);
    look();
    context.onReset(look);
    context.onLoad(look);
    context.onApplicationChanged(look);
    context.events.subscribe((event) => syncGainedThreads(context, event));
    registerStartRoutes(router);
    registerMemberRoutes(router);
    registerListRoutes(router);
    registerUserThreadRoutes(router);
  },
};
