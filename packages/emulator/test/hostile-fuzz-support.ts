// What the hostile-key fuzz files of the emulator share: sending every hostile variant of a body (as JSON,
// as multipart `payload_json`, or as form fields), checking the prototypes after each, and recording which
// routes of the router got hostile bodies, so a new route without fuzz coverage fails
// hostile-keys-coverage.test.ts.
import { expect } from 'vitest';
import { hostileKeys, hostileVariants, prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { createEmulator } from '../src/index.js';
import type { Harness } from './harness.js';

/** A route as `METHOD /template`, e.g. `POST /api/v10/channels/:channelId/messages`. */
export type RouteName = string;

/**
 * The write routes each fuzz file sends hostile bodies to. Each file checks that it reached all of its own
 * (its last test); the coverage test checks that together with the exclusions they are every write route.
 */
export const fuzzedRoutes: Record<
  'bodies' | 'messages' | 'guild' | 'conversations' | 'expressions' | 'premium',
  readonly RouteName[]
> = {
  bodies: [
    'POST /api/v10/applications/:applicationId/commands',
    'PUT /api/v10/applications/:applicationId/commands',
    'PATCH /api/v10/applications/:applicationId/commands/:commandId',
    'POST /api/v10/applications/:applicationId/guilds/:guildId/commands',
    'PUT /api/v10/applications/:applicationId/guilds/:guildId/commands',
    'PATCH /api/v10/applications/:applicationId/guilds/:guildId/commands/:commandId',
    'PUT /api/v10/applications/:applicationId/guilds/:guildId/commands/permissions',
    'PUT /api/v10/applications/:applicationId/guilds/:guildId/commands/:commandId/permissions',
    'POST /_emulator/clock',
    'POST /_emulator/applications',
    'PATCH /_emulator/applications/:applicationId',
    'POST /_emulator/tokens',
    'POST /_emulator/rate-limits',
    'PATCH /_emulator/gateway',
    'POST /_emulator/gateway/disconnect',
    'POST /_emulator/oauth2/authorize',
    'POST /_emulator/messages',
    'POST /api/v10/interactions/:interactionId/:interactionToken/callback',
    'POST /api/v10/webhooks/:webhookId/:webhookToken',
    // An interaction's first answer: `@original` is its own row (and route).
    'PATCH /api/v10/webhooks/:webhookId/:webhookToken/messages/@original',
    'POST /_emulator/interactions',
    'POST /_emulator/autocomplete',
    'POST /_emulator/components',
    'POST /_emulator/modals/submit',
  ],
  messages: [
    'POST /api/v10/channels/:channelId/messages',
    'PATCH /api/v10/channels/:channelId/messages/:messageId',
    'POST /api/v10/users/@me/channels',
    'PUT /_emulator/state',
    'POST /_emulator/attachments',
    'POST /api/v10/oauth2/token',
    'POST /api/v10/oauth2/token/revoke',
    'POST /oauth2/authorize',
    // Multipart payload_json, and modal submissions with every 2025 input kind.
    'POST /api/v10/interactions/:interactionId/:interactionToken/callback',
    'POST /api/v10/webhooks/:webhookId/:webhookToken',
    // An interaction's first answer: `@original` is its own row (and route).
    'PATCH /api/v10/webhooks/:webhookId/:webhookToken/messages/@original',
    'POST /_emulator/modals/submit',
  ],
  // Channel webhooks, emojis, stickers, scheduled events, AutoMod, stage, soundboard and voice.
  expressions: [
    'POST /api/v10/channels/:channelId/webhooks',
    'PATCH /api/v10/webhooks/:webhookId',
    'PATCH /api/v10/webhooks/:webhookId/:webhookToken',
    'POST /api/v10/webhooks/:webhookId/:webhookToken',
    'PATCH /api/v10/webhooks/:webhookId/:webhookToken/messages/:messageId',
    'POST /api/v10/guilds/:guildId/emojis',
    'PATCH /api/v10/guilds/:guildId/emojis/:emojiId',
    'POST /api/v10/applications/:applicationId/emojis',
    'PATCH /api/v10/applications/:applicationId/emojis/:emojiId',
    'PATCH /api/v10/guilds/:guildId/stickers/:stickerId',
    // AutoMod
    'POST /api/v10/guilds/:guildId/auto-moderation/rules',
    'PATCH /api/v10/guilds/:guildId/auto-moderation/rules/:ruleId',
    // Scheduled events
    'POST /api/v10/guilds/:guildId/scheduled-events',
    'PATCH /api/v10/guilds/:guildId/scheduled-events/:guildScheduledEventId',
    'POST /_emulator/guilds/:guildId/scheduled-events/:eventId/users',
    'POST /_emulator/guilds/:guildId/scheduled-events/:eventId/users/:userId/remove',
    // Voice
    'PATCH /api/v10/guilds/:guildId/voice-states/@me',
    'PATCH /api/v10/guilds/:guildId/voice-states/:userId',
    'POST /_emulator/guilds/:guildId/voice-states',
    'POST /_emulator/guilds/:guildId/voice-states/:userId/leave',
    // Stage instances
    'POST /api/v10/stage-instances',
    'PATCH /api/v10/stage-instances/:channelId',
    // Soundboard
    'POST /api/v10/guilds/:guildId/soundboard-sounds',
    'PATCH /api/v10/guilds/:guildId/soundboard-sounds/:soundId',
    'POST /api/v10/channels/:channelId/send-soundboard-sound',
  ],
  // Managing a guild: roles, members, bans, channels, invites (hostile-keys-fuzz-guild.test.ts).
  guild: [
    'POST /api/v10/guilds/:guildId/roles',
    'PATCH /api/v10/guilds/:guildId/roles',
    'PATCH /api/v10/guilds/:guildId/roles/:roleId',
    'PUT /api/v10/guilds/:guildId/members/:userId',
    'PATCH /api/v10/guilds/:guildId/members/:userId',
    'PATCH /api/v10/guilds/:guildId/members/@me',
    'PATCH /api/v10/guilds/:guildId/members/@me/nick',
    'POST /api/v10/guilds/:guildId/channels',
    'PATCH /api/v10/guilds/:guildId/channels',
    'PATCH /api/v10/channels/:channelId',
    'PUT /api/v10/channels/:channelId/permissions/:overwriteId',
    'POST /api/v10/channels/:channelId/followers',
    'PUT /api/v10/guilds/:guildId/bans/:userId',
    'POST /api/v10/guilds/:guildId/bulk-ban',
    'POST /api/v10/channels/:channelId/invites',
    'POST /api/v10/guilds/:guildId/prune',
    'PATCH /api/v10/guilds/:guildId/widget',
    'PATCH /api/v10/guilds/:guildId/welcome-screen',
    'PUT /api/v10/guilds/:guildId/onboarding',
    'PUT /api/v10/guilds/:guildId/incident-actions',
    'POST /api/v10/guilds/:guildId/templates',
    'PATCH /api/v10/guilds/:guildId/templates/:code',
    // Users joining, leaving and moderating by hand (the admin API).
    'POST /_emulator/guilds/:guildId/members',
    'PATCH /_emulator/guilds/:guildId/members/:userId',
    'POST /_emulator/guilds/:guildId/members/:userId/roles/:roleId',
    'POST /_emulator/guilds/:guildId/members/:userId/roles/:roleId/remove',
    'POST /_emulator/guilds/:guildId/bans',
    'POST /_emulator/guilds/:guildId/bans/:userId/remove',
    'POST /_emulator/guilds/:guildId/members/:userId/kick',
    'POST /_emulator/guilds/:guildId/members/:userId/leave',
    // Guild settings
    'PATCH /api/v10/guilds/:guildId',
  ],
  // Reactions, pins, polls, threads and what users do with messages (hostile-keys-fuzz-conversations).
  conversations: [
    'POST /_emulator/reactions',
    'POST /_emulator/reactions/remove',
    'POST /api/v10/channels/:channelId/messages/bulk-delete',
    'POST /_emulator/polls/votes',
    'PATCH /_emulator/messages/:messageId',
    'POST /_emulator/messages/:messageId/delete',
    'POST /_emulator/messages/:messageId/forward',
    // threads
    'POST /api/v10/channels/:channelId/messages/:messageId/threads',
    'POST /api/v10/channels/:channelId/threads',
    'POST /_emulator/channels/:channelId/threads',
  ],
  // SKUs, entitlements and purchases (hostile-keys-fuzz-premium.test.ts).
  premium: [
    'POST /api/v10/applications/:applicationId/entitlements',
    'POST /_emulator/applications/:applicationId/skus',
    'POST /_emulator/purchases',
    'POST /_emulator/applications/:applicationId/test-entitlements',
    'PATCH /api/v10/applications/@me',
    'PATCH /api/v10/users/@me',
    // Linked Roles
    'PUT /api/v10/applications/:applicationId/role-connections/metadata',
    'PUT /api/v10/users/@me/applications/:applicationId/role-connection',
  ],
};

/**
 * The write routes that take no body, so there is nothing to fuzz: each says why. A route that takes one
 * belongs in `fuzzedRoutes` instead.
 */
export const routesWithoutBody: Record<RouteName, string> = {
  'POST /_emulator/reset': 'resets the world; the body is not read',
  'DELETE /api/v10/applications/:applicationId/commands/:commandId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/applications/:applicationId/guilds/:guildId/commands/:commandId':
    'a DELETE: the ids are in the path',
  'DELETE /_emulator/applications/:applicationId/installations/users/:userId':
    'a DELETE: the ids are in the path',
  'DELETE /_emulator/applications/:applicationId/installations/guilds/:guildId':
    'a DELETE: the ids are in the path',
  'DELETE /api/v10/webhooks/:webhookId/:webhookToken/messages/:messageId':
    'a DELETE: the ids are in the path',
  'DELETE /api/v10/webhooks/:webhookId/:webhookToken/messages/@original': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/channels/:channelId/messages/:messageId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/webhooks/:webhookId': 'a DELETE: the id is in the path',
  'DELETE /api/v10/webhooks/:webhookId/:webhookToken': 'a DELETE: the id and token are in the path',
  'DELETE /api/v10/users/@me/applications/:applicationId/role-connection':
    'a DELETE: the application is in the path, the user is the token',
  'DELETE /api/v10/guilds/:guildId/roles/:roleId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/guilds/:guildId/members/:userId': 'a DELETE: the ids are in the path',
  'PUT /api/v10/guilds/:guildId/members/:userId/roles/:roleId': 'the ids are in the path; no body',
  'DELETE /api/v10/guilds/:guildId/members/:userId/roles/:roleId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/channels/:channelId': 'a DELETE: the id is in the path',
  'DELETE /api/v10/channels/:channelId/permissions/:overwriteId': 'a DELETE: the ids are in the path',
  'POST /api/v10/channels/:channelId/typing': 'the channel is in the path; no body',
  'DELETE /api/v10/guilds/:guildId/bans/:userId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/guilds/:guildId/integrations/:integrationId': 'a DELETE: the ids are in the path',
  'PUT /api/v10/guilds/:guildId/templates/:code': 'a sync: the guild as it is, no body',
  'DELETE /api/v10/guilds/:guildId/templates/:code': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/invites/:code': 'a DELETE: the code is in the path',
  'PUT /api/v10/channels/:channelId/messages/:messageId/reactions/:emojiName/@me':
    'a reaction: the emoji is in the path',
  'DELETE /api/v10/channels/:channelId/messages/:messageId/reactions/:emojiName/@me':
    'a DELETE: the emoji is in the path',
  'DELETE /api/v10/channels/:channelId/messages/:messageId/reactions/:emojiName/:userId':
    'a DELETE: the emoji and user are in the path',
  'DELETE /api/v10/channels/:channelId/messages/:messageId/reactions/:emojiName':
    'a DELETE: the emoji is in the path',
  'DELETE /api/v10/channels/:channelId/messages/:messageId/reactions': 'a DELETE: the ids are in the path',
  'PUT /api/v10/channels/:channelId/messages/pins/:messageId': 'a pin: the ids are in the path; no body',
  'DELETE /api/v10/channels/:channelId/messages/pins/:messageId': 'a DELETE: the ids are in the path',
  'PUT /api/v10/channels/:channelId/pins/:messageId': 'a pin: the ids are in the path; no body',
  'DELETE /api/v10/channels/:channelId/pins/:messageId': 'a DELETE: the ids are in the path',
  // threads
  'PUT /api/v10/channels/:channelId/thread-members/@me': 'joining a thread: the id is in the path; no body',
  'POST /api/v10/channels/:channelId/thread-members/@me':
    'joining a thread by the older method: the id is in the path; no body',
  'DELETE /api/v10/channels/:channelId/thread-members/@me': 'a DELETE: the id is in the path',
  'PUT /api/v10/channels/:channelId/thread-members/:userId':
    'adding a member: the ids are in the path; no body',
  'DELETE /api/v10/channels/:channelId/thread-members/:userId': 'a DELETE: the ids are in the path',
  'PUT /_emulator/channels/:threadId/thread-members/:userId':
    'a user joins (or, with ?by=, adds another): the ids are in the path and query; no body',
  'DELETE /_emulator/channels/:threadId/thread-members/:userId':
    'a DELETE: the ids are in the path (and ?by= query)',
  'POST /api/v10/channels/:channelId/messages/:messageId/crosspost': 'the ids are in the path; no body',
  'POST /api/v10/channels/:channelId/polls/:messageId/expire': 'the ids are in the path; no body',
  // Emojis
  'DELETE /api/v10/guilds/:guildId/emojis/:emojiId': 'a DELETE: the ids are in the path',
  'DELETE /api/v10/applications/:applicationId/emojis/:emojiId': 'a DELETE: the ids are in the path',
  // Stickers
  'POST /api/v10/guilds/:guildId/stickers':
    'a form of flat text fields and one file, no JSON to nest keys in (its fields are read into a prototype-free record)',
  'DELETE /api/v10/guilds/:guildId/stickers/:stickerId': 'a DELETE: the ids are in the path',
  // AutoMod
  'DELETE /api/v10/guilds/:guildId/auto-moderation/rules/:ruleId': 'a DELETE: the ids are in the path',
  // Scheduled events
  'DELETE /api/v10/guilds/:guildId/scheduled-events/:guildScheduledEventId':
    'a DELETE: the ids are in the path',
  // Stage instances, soundboard
  'DELETE /api/v10/stage-instances/:channelId': 'a DELETE: the id is in the path',
  'DELETE /api/v10/guilds/:guildId/soundboard-sounds/:soundId': 'a DELETE: the ids are in the path',
  // Monetization.
  'DELETE /_emulator/applications/:applicationId/test-entitlements/:entitlementId':
    'a DELETE: the ids are in the path',
  // Monetization.
  'DELETE /api/v10/applications/:applicationId/entitlements/:entitlementId':
    'a DELETE: the ids are in the path',
  'POST /api/v10/applications/:applicationId/entitlements/:entitlementId/consume':
    'the ids are in the path; no body',
  'POST /_emulator/subscriptions/:subscriptionId/:action': 'the id and the action are in the path; no body',
  'DELETE /api/v10/users/@me/guilds/:guildId': 'a DELETE: the id is in the path',
};

/**
 * Records the route template of each request a fuzz sends, matched by a router with every built-in feature
 * (the one `createEmulator` builds: the emulator under test has the same routes).
 */
export class RouteRecorder {
  readonly reached = new Set<RouteName>();
  readonly #router = createEmulator().router;

  /** Records `method url`. */
  record(method: string, url: string): void {
    const match = this.#router.match(method, new URL(url).pathname);
    if (match.kind === 'found') this.reached.add(`${method} ${match.route.path}`);
  }
}

/** What a request answered. */
export interface Answer {
  status: number;
  text: string;
}

/** Sends one body text; answers its status and text. */
export type Send = (text: string) => Promise<Answer>;

/**
 * Sends every hostile variant of `body` (at most `limit`); returns what failed: a 5xx, or any change to
 * the prototypes since `before`.
 */
export async function fuzz(
  label: string,
  body: unknown,
  send: Send,
  random: () => number,
  before: Record<string, string[]>,
  limit?: number,
): Promise<string[]> {
  const failures: string[] = [];
  let sent = 0;
  for (const { text, where } of hostileVariants(body, random, limit)) {
    const answer = await send(text);
    sent++;
    if (answer.status >= 500)
      failures.push(`${label} ${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
    failures.push(...prototypesChanged(`${label} ${where}`, before));
  }
  expect(sent, label).toBeGreaterThan(0);
  return failures;
}

/** A failure line when the prototypes differ from `before`, else none. */
export function prototypesChanged(where: string, before: Record<string, string[]>): string[] {
  const now = prototypeSnapshot();
  return JSON.stringify(now) === JSON.stringify(before)
    ? []
    : [`${where}: prototypes changed ${JSON.stringify(now)}`];
}

/** The URL of a path: the admin API and pages on the origin, the rest under the API base. */
export function urlOf(h: Harness, path: string): string {
  return path.startsWith('/_emulator') || path === '/oauth2/authorize'
    ? `${h.emu.url}${path}`
    : `${h.emu.apiBaseUrl}${path}`;
}

/** Sends a body as JSON with `method` to `path`, recorded by `recorder`. */
export function sender(
  recorder: RouteRecorder,
  h: Harness,
  method: string,
  path: string,
  authorization?: string,
): Send {
  const url = urlOf(h, path);
  return async (text) => {
    recorder.record(method, url);
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: text,
    });
    return { status: response.status, text: await response.text() };
  };
}

/** Sends a body as multipart: the JSON in `payload_json`, with `files` as `files[n]` parts. */
export function multipartSender(
  recorder: RouteRecorder,
  h: Harness,
  method: string,
  path: string,
  files: readonly { name: string; bytes: string }[],
  authorization?: string,
): Send {
  const url = urlOf(h, path);
  return async (text) => {
    recorder.record(method, url);
    const form = new FormData();
    form.append('payload_json', text);
    for (const [i, file] of files.entries()) form.append(`files[${i}]`, new Blob([file.bytes]), file.name);
    const response = await fetch(url, {
      method,
      headers: { 'x-slashkit-emulator': '1', ...(authorization ? { authorization } : {}) },
      body: form,
    });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * Sends `fields` as a form (urlencoded, or multipart with `multipart`) once per hostile key: the key added
 * as a field of its own, then each field's value replaced by it. Answers what failed, as {@link fuzz}.
 */
export async function fuzzForm(
  label: string,
  fields: Record<string, string>,
  post: (form: [string, string][]) => Promise<Answer>,
  before: Record<string, string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  const entries = Object.entries(fields);
  const forms: { form: [string, string][]; where: string }[] = [
    ...hostileKeys.map((key) => ({
      form: [...entries, [key, 'x']] as [string, string][],
      where: `${key}=x`,
    })),
    ...entries.map(([name], i) => {
      const key = hostileKeys[i % hostileKeys.length]!;
      return {
        form: entries.map(([n, v]) => [n, n === name ? key : v] as [string, string]),
        where: `${name}=${key}`,
      };
    }),
  ];
  for (const { form, where } of forms) {
    const answer = await post(form);
    if (answer.status >= 500)
      failures.push(`${label} ${where}: ${answer.status} ${answer.text.slice(0, 200)}`);
    failures.push(...prototypesChanged(`${label} ${where}`, before));
  }
  return failures;
}
