import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostileVariants, prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { type Harness, type Json, start } from './harness.js';
import {
  type Answer,
  fuzz,
  fuzzedRoutes,
  fuzzForm,
  multipartSender,
  prototypesChanged,
  RouteRecorder,
  type Send,
  sender,
  urlOf,
} from './hostile-fuzz-support.js';
import { GENERAL } from './scripted-app.js';

// The bodies the emulator took on after the first fuzz: bot messages in channels and DMs, multipart bodies
// (`payload_json` with files) on every message route, modal submissions with every 2025 input kind, state
// snapshots, uploads and the OAuth2 forms — each sent again with each hostile key (`__proto__`,
// `constructor`, …) added at each level, from a fixed seed. Whatever the answer, nothing may be written
// into Object.prototype (or Object, or a built-in) and nothing may fail with a 5xx. Large bodies are
// sampled (`limit`), so the whole file costs about what one route of the first fuzz does.

const seed = 0x27_2027;
const limit = 30;
const recorder = new RouteRecorder();

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

const message = {
  content: 'hello <@1250000000000000201>',
  tts: false,
  flags: 0,
  nonce: 'n-1',
  allowed_mentions: { parse: [], users: ['1250000000000000201'], replied_user: false },
  embeds: [
    {
      title: 't',
      description: 'd',
      color: 0x5865f2,
      fields: [{ name: 'n', value: 'v', inline: true }],
      footer: { text: 'f' },
      author: { name: 'a' },
    },
  ],
  components: [
    { type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go', emoji: { name: '🙂' } }] },
  ],
};
const withFile = {
  ...message,
  embeds: [{ title: 't', image: { url: 'attachment://a.png' } }],
  attachments: [{ id: 0, filename: 'a.png', description: 'A picture' }],
};
const files = [{ name: 'a.png', bytes: 'not really a png' }];

/** The 2025 modal kinds, in two modals (five labels at most in each). */
const modals = {
  profile: {
    custom_id: 'profile',
    title: 'Profile',
    components: [
      { type: 10, content: 'Tell us **about you**' },
      { type: 18, label: 'Name', component: { type: 4, custom_id: 'name', style: 1 } },
      { type: 18, label: 'Mentor', component: { type: 5, custom_id: 'mentor' } },
      { type: 18, label: 'Avatar', component: { type: 19, custom_id: 'avatar', max_values: 2 } },
      {
        type: 18,
        label: 'Team',
        component: {
          type: 21,
          custom_id: 'team',
          options: [
            { label: 'Core', value: 'core' },
            { label: 'Docs', value: 'docs' },
          ],
        },
      },
    ],
  },
  prefs: {
    custom_id: 'prefs',
    title: 'Preferences',
    components: [
      {
        type: 18,
        label: 'Colour',
        component: { type: 3, custom_id: 'colour', options: [{ label: 'Red', value: 'red' }] },
      },
      {
        type: 18,
        label: 'Topics',
        component: {
          type: 22,
          custom_id: 'topics',
          options: [
            { label: 'Bots', value: 'bots' },
            { label: 'Games', value: 'games' },
          ],
        },
      },
      { type: 18, label: 'Newsletter', component: { type: 23, custom_id: 'news' } },
    ],
  },
};

/**
 * An app that answers each interaction with the next queued answer (a hostile variant, sent as `post`
 * sends it) and, when the emulator refuses that one, with a valid answer, so no user waits for the deadline.
 */
function queuedApp(h: Harness, valid: (interaction: Json) => unknown) {
  const queue: ((url: string) => Promise<Answer>)[] = [];
  const answers: Answer[] = [];
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type !== 'INTERACTION_CREATE') return;
    const interaction = event.data as Json;
    const url = `${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`;
    const hostile = queue.shift();
    void (async () => {
      if (hostile !== undefined) {
        const answer = await hostile(url);
        answers.push(answer);
        if (answer.status < 300) return;
      }
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid(interaction)),
      });
    })();
  });
  return { queue, answers, unsubscribe };
}

async function addCommands(h: Harness, names: string[]) {
  const guild = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
  for (const name of names)
    expect((await h.api('POST', guild, { body: { name, description: name } })).status).toBe(201);
}

describe('hostile keys in the bodies added since the first fuzz', () => {
  it('bot messages in channels and DMs, as JSON and as multipart with files', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    const random = seededRandom(seed);
    const bot = `Bot ${h.app.botToken}`;
    const messages = `/channels/${GENERAL}/messages`;
    const first = await h.api('POST', messages, { body: { content: 'first' } });
    expect(first.status).toBe(200);
    const reply = { ...message, message_reference: { message_id: first.body.id, fail_if_not_exists: false } };
    const edit = `${messages}/${first.body.id}`;
    // Files go to a DM: the seeded bot may not attach files in the guild's channels.
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: h.user('member').id } });
    expect(dm.status).toBe(200);
    const dmMessages = `/channels/${dm.body.id}/messages`;
    const dmFirst = await h.api('POST', dmMessages, { body: { content: 'first' } });
    expect(dmFirst.status).toBe(200);
    const dmEdit = `${dmMessages}/${dmFirst.body.id}`;
    // Each body as it is is accepted: what a variant is refused for is its hostile key.
    for (const [send, body] of [
      [sender(recorder, h, 'POST', messages, bot), reply],
      [sender(recorder, h, 'PATCH', edit, bot), message],
      [multipartSender(recorder, h, 'POST', dmMessages, files, bot), withFile],
      [multipartSender(recorder, h, 'PATCH', dmEdit, files, bot), withFile],
    ] as const) {
      const answer = await send(JSON.stringify(body));
      expect(answer.status, answer.text).toBe(200);
    }
    const failures = [
      ...(await fuzz(
        'POST message',
        reply,
        sender(recorder, h, 'POST', messages, bot),
        random,
        before,
        limit,
      )),
      ...(await fuzz(
        'PATCH message',
        message,
        sender(recorder, h, 'PATCH', edit, bot),
        random,
        before,
        limit,
      )),
      ...(await fuzz(
        'POST message multipart',
        withFile,
        multipartSender(recorder, h, 'POST', dmMessages, files, bot),
        random,
        before,
        limit,
      )),
      ...(await fuzz(
        'PATCH message multipart',
        withFile,
        multipartSender(recorder, h, 'PATCH', dmEdit, files, bot),
        random,
        before,
        limit,
      )),
      ...(await fuzz(
        'open DM',
        { recipient_id: h.user('member').id },
        sender(recorder, h, 'POST', '/users/@me/channels', bot),
        random,
        before,
      )),
    ];
    // Without payload_json, a multipart body's text fields are the body: each hostile key as a field name.
    failures.push(
      ...(await fuzzForm(
        'POST message multipart fields',
        { content: 'hi', nonce: 'n-2' },
        (form) => postMultipart(h, 'POST', dmMessages, form, bot),
        before,
      )),
    );
    expect(failures).toEqual([]);
  });

  it('what an app answers with files: callbacks, follow-ups and edits as multipart', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    const random = seededRandom(seed + 1);
    await addCommands(h, ['panel', 'plain']);
    const app = queuedApp(h, () => ({ type: 5 }));
    const where = { userId: h.user('member').id, guildId: h.guild.id, channelId: GENERAL };
    const invoke = (name: string) => h.admin('POST', '/interactions', { ...where, name });
    const failures: string[] = [];
    for (const variant of hostileVariants({ type: 4, data: withFile }, random, limit)) {
      app.queue.push((url) => {
        recorder.record('POST', url);
        return postMultipart(
          h,
          'POST',
          new URL(url).pathname,
          [['payload_json', variant.text]],
          undefined,
          files,
        );
      });
      const outcome = await invoke('panel');
      if (outcome.status >= 500) failures.push(`invoke for callback ${variant.where}: ${outcome.status}`);
      failures.push(...prototypesChanged(`callback ${variant.where}`, before));
    }
    failures.push(
      ...app.answers.filter((a) => a.status >= 500).map((a) => `callback: ${a.status} ${a.text}`),
    );
    // Hostile keys where the service reads nothing are ignored: some answers with files were taken.
    expect(app.answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);

    let token = '';
    const stop = h.emu.context.events.subscribe((event) => {
      if (event.type === 'INTERACTION_CREATE') token = (event.data as Json).token;
    });
    expect((await invoke('plain')).status).toBe(200);
    stop();
    app.unsubscribe();
    const webhook = `/webhooks/${h.app.id}/${token}`;
    failures.push(
      ...(await fuzz(
        'follow-up multipart',
        withFile,
        multipartSender(recorder, h, 'POST', webhook, files),
        random,
        before,
        limit,
      )),
      ...(await fuzz(
        'edit original multipart',
        withFile,
        multipartSender(recorder, h, 'PATCH', `${webhook}/messages/@original`, files),
        random,
        before,
        limit,
      )),
    );
    expect(failures).toEqual([]);
  });

  it('modals with every 2025 input kind: what the app opens, and what users submit', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    const random = seededRandom(seed + 2);
    await addCommands(h, ['profile', 'prefs']);
    const app = queuedApp(h, (i: Json) =>
      i.type === 2
        ? { type: 9, data: modals[i.data.name as keyof typeof modals] }
        : { type: 4, data: { content: 'thanks' } },
    );
    const user = h.user('member').id;
    const mentor = h.user('admin').id;
    const where = { userId: user, guildId: h.guild.id, channelId: GENERAL };
    const open = async (name: keyof typeof modals) => {
      const outcome = await h.admin('POST', '/interactions', { ...where, name });
      expect(outcome.status).toBe(200);
    };
    const failures: string[] = [];

    // What the app opens: each variant of the modal answer on a fresh interaction.
    for (const variant of hostileVariants({ type: 9, data: modals.profile }, random, limit)) {
      app.queue.push((url) =>
        sender(recorder, h, 'POST', new URL(url).pathname.replace(/^\/api\/v10/, ''))(variant.text),
      );
      await open('profile');
      failures.push(...prototypesChanged(`modal answer ${variant.where}`, before));
    }
    failures.push(
      ...app.answers.filter((a) => a.status >= 500).map((a) => `modal answer: ${a.status} ${a.text}`),
    );

    // What users submit: each variant on a freshly opened modal, as JSON and as multipart with a file.
    const submissions: [keyof typeof modals, Json, Send][] = [
      [
        'profile',
        {
          userId: user,
          fields: { name: 'Ada', mentor: [mentor], avatar: [{ filename: 'a.png', size: 1 }], team: 'core' },
        },
        sender(recorder, h, 'POST', '/_emulator/modals/submit'),
      ],
      [
        'prefs',
        { userId: user, fields: { colour: ['red'], topics: ['bots', 'games'], news: true } },
        sender(recorder, h, 'POST', '/_emulator/modals/submit'),
      ],
      [
        'profile',
        {
          userId: user,
          fields: { name: 'Ada', mentor: [mentor], avatar: ['attachment://a.png'], team: 'core' },
        },
        multipartSender(recorder, h, 'POST', '/_emulator/modals/submit', files),
      ],
    ];
    for (const [name, body, submit] of submissions) {
      // The body as it is is delivered: what the variants get refused for is the hostile key.
      await open(name);
      expect((await submit(JSON.stringify(body))).status, `${name} as it is`).toBe(200);
      for (const variant of hostileVariants(body, random, 20)) {
        await open(name);
        const answer = await submit(variant.text);

        if (answer.status >= 500)
          failures.push(`submit ${name} ${variant.where}: ${answer.status} ${answer.text}`);
        failures.push(...prototypesChanged(`submit ${name} ${variant.where}`, before));
      }
    }
    app.unsubscribe();
    expect(failures).toEqual([]);
    expect(app.answers.filter((a) => a.status < 300).length).toBeGreaterThan(5);
  });

  it('state snapshots holding messages (a reply with embeds and components, a DM with a file): loaded or refused, then read', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    const random = seededRandom(seed + 4);
    const messages = `/channels/${GENERAL}/messages`;
    const first = await h.api('POST', messages, { body: { content: 'first' } });
    const reply = await h.api('POST', messages, {
      body: { ...message, message_reference: { message_id: first.body.id } },
    });
    expect(reply.status).toBe(200);
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: h.user('member').id } });
    const dmMessages = `/channels/${dm.body.id}/messages`;
    const posted = await multipartSender(
      recorder,
      h,
      'POST',
      dmMessages,
      files,
      `Bot ${h.app.botToken}`,
    )(JSON.stringify(withFile));
    expect(posted.status).toBe(200);
    const snapshot = (await (await fetch(`${h.emu.url}/_emulator/state`)).json()) as Json;
    const put = sender(recorder, h, 'PUT', '/_emulator/state');
    // Each stored message in turn takes the hostile keys; a snapshot that loads must then read and edit.
    const failures: string[] = [];
    for (const [index, stored] of (snapshot.messages as Json[]).entries()) {
      const { channel_id: channel, id } = stored.message;
      const send: Send = async (text) => {
        const entries = (snapshot.messages as Json[]).map((m, i) => (i === index ? text : JSON.stringify(m)));
        const body = JSON.stringify({ ...snapshot, messages: [] }).replace(
          '"messages":[]',
          `"messages":[${entries.join(',')}]`,
        );
        const answer = await put(body);
        if (answer.status !== 204) return answer;
        for (const [method, path, edit] of [
          ['GET', `/channels/${channel}/messages`],
          ['GET', `/channels/${channel}/messages/${id}`],
          ['PATCH', `/channels/${channel}/messages/${id}`, { content: 'edited' }],
        ] as const) {
          const read = await h.api(method, path, edit ? { body: edit } : {});
          if (read.status >= 500) return { status: read.status, text: `${method} ${path} after the load` };
        }
        return answer;
      };
      failures.push(...(await fuzz(`PUT state messages[${index}]`, stored, send, random, before, 15)));
    }
    expect(failures).toEqual([]);
  });

  it('state snapshots, uploads and the OAuth2 forms', { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed + 3);
    const snapshot = (await (await fetch(`${h.emu.url}/_emulator/state`)).json()) as Json;
    // The snapshot as it is loads: what a variant is refused for is its hostile key.
    expect((await sender(recorder, h, 'PUT', '/_emulator/state')(JSON.stringify(snapshot))).status).toBe(204);
    const failures = [
      ...(await fuzz(
        'PUT state',
        snapshot,
        sender(recorder, h, 'PUT', '/_emulator/state'),
        random,
        before,
        60,
      )),
      ...(await fuzzForm(
        'upload',
        { description: 'a file' },
        (form) => postMultipart(h, 'POST', '/_emulator/attachments', form, undefined, files),
        before,
      )),
      ...(await fuzzForm(
        'token',
        {
          grant_type: 'client_credentials',
          scope: 'identify',
          client_id: h.app.id,
          client_secret: h.app.clientSecret,
        },
        (form) => postForm(h, '/oauth2/token', form),
        before,
      )),
      ...(await fuzzForm(
        'revoke',
        { token: 'not-a-token', client_id: h.app.id, client_secret: h.app.clientSecret },
        (form) => postForm(h, '/oauth2/token/revoke', form),
        before,
      )),
      ...(await fuzzForm(
        'consent',
        { ticket: 'no-such-ticket', decision: 'approve', user_id: h.user('member').id },
        (form) => postForm(h, '/oauth2/authorize', form),
        before,
      )),
    ];
    // A file named after a hostile key is a file like any other.
    for (const name of ['__proto__', 'constructor', 'toString'])
      failures.push(
        ...(await fuzzForm(
          `upload ${name}`,
          {},
          (form) =>
            postMultipart(h, 'POST', '/_emulator/attachments', form, undefined, [{ name, bytes: 'x' }]),
          before,
        )),
      );
    expect(failures).toEqual([]);
  });

  it('sent hostile bodies to every route this file covers (see hostile-fuzz-support.ts)', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.messages]));
  });
});

/** Posts text fields (and `files` as `files[n]`) as multipart/form-data, recorded. */
async function postMultipart(
  h: Harness,
  method: string,
  path: string,
  form: [string, string][],
  authorization?: string,
  withFiles: readonly { name: string; bytes: string }[] = [],
): Promise<Answer> {
  const url = urlOf(h, path.replace(/^\/api\/v10/, ''));
  recorder.record(method, url);
  const body = new FormData();
  for (const [name, value] of form) body.append(name, value);
  for (const [i, file] of withFiles.entries()) body.append(`files[${i}]`, new Blob([file.bytes]), file.name);
  const response = await fetch(url, {
    method,
    headers: { 'x-slashkit-emulator': '1', ...(authorization ? { authorization } : {}) },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** Posts an application/x-www-form-urlencoded form, recorded. */
async function postForm(h: Harness, path: string, form: [string, string][]): Promise<Answer> {
  const url = urlOf(h, path);
  recorder.record('POST', url);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, text: await response.text() };
}
