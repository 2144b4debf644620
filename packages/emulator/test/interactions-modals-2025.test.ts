import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';

// The 2025 modals (service-facts "Components V2 and modals (2025)"): labels holding text inputs, selects, file
// uploads, radio groups, checkbox groups and checkboxes, and text displays. POST /_emulator/modals/submit takes
// each kind's value, checks it as the client does, and delivers MODAL_SUBMIT in the service's shape.

const profile = {
  custom_id: 'profile',
  title: 'Your profile',
  components: [
    { type: 10, content: 'Tell us **about you**' },
    {
      type: 18,
      label: 'Name',
      description: 'As others see it',
      component: { type: 4, custom_id: 'name', style: 1, min_length: 2 },
    },
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
          { label: 'Docs', value: 'docs', description: 'Guides and READMEs' },
        ],
      },
    },
  ],
};

const prefs = {
  custom_id: 'prefs',
  title: 'Preferences',
  components: [
    {
      type: 18,
      label: 'Topics',
      component: {
        type: 22,
        custom_id: 'topics',
        min_values: 1,
        max_values: 2,
        options: [
          { label: 'Bots', value: 'bots', default: true },
          { label: 'Games', value: 'games' },
          { label: 'Music', value: 'music' },
        ],
      },
    },
    { type: 18, label: 'Newsletter', component: { type: 23, custom_id: 'news', default: true } },
  ],
};

async function opened(h: Harness, modal: Json) {
  await command(h, 'form');
  const app = scriptedApp(h, (i: Json) =>
    i.type === 2 ? { type: 9, data: modal } : { type: 4, data: { content: 'thanks' } },
  );
  const outcome = await run(h, 'form');
  expect(outcome).toMatchObject({ status: 'answered', responseType: 9 });
  return app;
}

const submit = (h: Harness, fields: Json, user = 'member') =>
  h.admin('POST', '/modals/submit', { userId: h.user(user).id, fields });

describe('2025 modals', () => {
  it('stores the open modal numbered as the service does', async () => {
    const h = await start();
    await opened(h, profile);
    const [open] = (await h.admin('GET', `/modals?userId=${h.user('member').id}`)).body;
    expect(open.modal.components.map((c: Json) => [c.type, c.id, c.component?.id])).toEqual([
      [10, 1, undefined],
      [18, 2, 3],
      [18, 4, 5],
      [18, 6, 7],
      [18, 8, 9],
    ]);
  });

  it('submits a text input, a user select, a file upload and a radio group: labels with their inner component, text displays, resolved', async () => {
    const h = await start();
    const app = await opened(h, profile);
    const mentor = h.user('moderator').id;
    const res = await submit(h, {
      name: 'Ada',
      mentor: [mentor],
      avatar: [{ filename: 'ada.png', size: 2048, contentType: 'image/png' }, { filename: 'b.txt' }],
      team: 'docs',
    });
    expect(res.body).toMatchObject({ interactionType: 5, status: 'answered', responseType: 4 });
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    const [png, txt] = data.components[3].component.values;
    expect(data.components).toEqual([
      { type: 10, id: 1 },
      { type: 18, id: 2, component: { type: 4, id: 3, custom_id: 'name', value: 'Ada' } },
      { type: 18, id: 4, component: { type: 5, id: 5, custom_id: 'mentor', values: [mentor] } },
      { type: 18, id: 6, component: { type: 19, id: 7, custom_id: 'avatar', values: [png, txt] } },
      { type: 18, id: 8, component: { type: 21, id: 9, custom_id: 'team', value: 'docs' } },
    ]);
    expect(data.resolved.users[mentor]).toMatchObject({ username: 'moderator' });
    expect(data.resolved.members[mentor]).toBeDefined();
    expect(data.resolved.attachments[png]).toMatchObject({
      id: png,
      filename: 'ada.png',
      size: 2048,
      content_type: 'image/png',
      url: expect.stringMatching(new RegExp(`^${h.emu.url}/_emulator/attachments/${png}/ada\\.png$`)),
    });
    expect(data.resolved.attachments[txt]).toMatchObject({ filename: 'b.txt' });
  });

  it('submits a checkbox group and a checkbox; left out, each keeps its defaults', async () => {
    const h = await start();
    const app = await opened(h, prefs);
    expect((await submit(h, {})).body.status).toBe('answered');
    await app.settled();
    expect(app.callbacks[1]!.interaction.data.components).toEqual([
      { type: 18, id: 1, component: { type: 22, id: 2, custom_id: 'topics', values: ['bots'] } },
      { type: 18, id: 3, component: { type: 23, id: 4, custom_id: 'news', value: true } },
    ]);
    await run(h, 'form');
    expect((await submit(h, { topics: ['music', 'games'], news: false })).body.status).toBe('answered');
    await app.settled();
    expect(app.callbacks[3]!.interaction.data.components).toEqual([
      { type: 18, id: 1, component: { type: 22, id: 2, custom_id: 'topics', values: ['music', 'games'] } },
      { type: 18, id: 3, component: { type: 23, id: 4, custom_id: 'news', value: false } },
    ]);
  });

  it('a radio group not required submits null; a file upload not required submits no files', async () => {
    const h = await start();
    const optional = structuredClone(profile);
    Object.assign(optional.components[3]!.component!, { required: false });
    Object.assign(optional.components[4]!.component!, { required: false });
    const app = await opened(h, optional);
    const res = await submit(h, { name: 'Ada', mentor: [h.user('admin').id], team: null });
    expect(res.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    expect(data.components[3].component).toEqual({ type: 19, id: 7, custom_id: 'avatar', values: [] });
    expect(data.components[4].component).toEqual({ type: 21, id: 9, custom_id: 'team', value: null });
    expect(data.resolved.attachments).toBeUndefined();
  });

  it('refuses what the client would not send, naming the field and the fix', async () => {
    const h = await start();
    await opened(h, profile);
    const ok = { name: 'Ada', mentor: [h.user('admin').id], avatar: [{ filename: 'a.png' }], team: 'core' };
    const cases: [Json, RegExp][] = [
      [
        { ...ok, team: 'ops' },
        /^fields\.team: "ops" is not an option of the radio group; its values: "core", "docs"/,
      ],
      [{ ...ok, team: null }, /^fields\.team: the radio group is required; choose one of "core", "docs"/],
      [{ ...ok, team: ['core'] }, /^fields\.team: a radio group takes one option value/],
      [{ ...ok, avatar: [] }, /^fields\.avatar: the file upload is required; attach 1 to 2 file\(s\)/],
      [
        { ...ok, avatar: [{ filename: 'a' }, { filename: 'b' }, { filename: 'c' }] },
        /^fields\.avatar: the file upload takes 1 to 2 file\(s\) \(min_values 1, max_values 2\); got 3/,
      ],
      [
        { ...ok, avatar: ['1250000000000099999'] },
        /^fields\.avatar\[0\]: no uploaded file "1250000000000099999": upload it first with POST \/_emulator\/attachments/,
      ],
      [{ ...ok, avatar: [{ size: 3 }] }, /^fields\.avatar\[0\]: filename: a non-empty string is required/],
      [{ ...ok, avatar: 'a.png' }, /^fields\.avatar: a file upload takes a list of files: ids of uploads/],
      [{ ...ok, mentor: [] }, /^fields\.mentor: select menu mentor takes 1 value\(s\)/],
      [{ ...ok, name: true }, /^fields\.name: a text input takes a string/],
      // A text input in a label is named by the label's text, as a legacy one by its own label.
      [{ ...ok, name: '' }, /^fields\.name: the text input \(Name\) is required; type something in it/],
      [{ ...ok, name: 'A' }, /^fields\.name: the text input \(Name\) takes 2 to 4000 characters; got 1/],
      [{ ...ok, extra: 'x' }, /^fields\.extra: the modal profile has no input "extra"/],
    ];
    for (const [fields, message] of cases) {
      const res = await submit(h, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // None of them submitted it.
    expect((await submit(h, ok)).body.status).toBe('answered');
  });

  it('refuses checkbox groups and checkboxes given what the client would not send', async () => {
    const h = await start();
    await opened(h, prefs);
    const cases: [Json, RegExp][] = [
      [
        { topics: [] },
        /^fields\.topics: the checkbox group takes 1 to 2 checked option\(s\) \(min_values 1, max_values 2\); got 0/,
      ],
      [{ topics: ['bots', 'games', 'music'] }, /^fields\.topics: the checkbox group takes 1 to 2 .*; got 3/],
      [{ topics: ['bots', 'bots'] }, /^fields\.topics\[1\]: "bots" is checked twice/],
      [
        { topics: ['chess'] },
        /^fields\.topics\[0\]: "chess" is not an option of the checkbox group; its values: "bots", "games", "music"/,
      ],
      [{ topics: 'bots' }, /^fields\.topics: a checkbox group takes a list of option values/],
      [{ news: 'yes' }, /^fields\.news: a checkbox takes true or false/],
      [{ news: ['x'] }, /^fields\.news: a checkbox takes true or false/],
    ];
    for (const [fields, message] of cases) {
      const res = await submit(h, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('a file upload takes the ids of files uploaded before (POST /_emulator/attachments) and inline files', async () => {
    const h = await start();
    const app = await opened(h, profile);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'cv.pdf');
    const upload = await fetch(`${h.emu.url}/_emulator/attachments`, {
      method: 'POST',
      body: form,
      headers: { 'x-slashkit-emulator': '1' },
    });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as { id: string };
    const res = await submit(h, {
      name: 'Ada',
      mentor: [h.user('admin').id],
      avatar: [uploaded.id, { filename: 'notes.txt', text: 'hello' }],
      team: 'core',
    });
    expect(res.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    const [cv, notes] = data.components[3].component.values;
    expect(cv).toBe(uploaded.id);
    expect(data.resolved.attachments[cv]).toMatchObject({ filename: 'cv.pdf', size: 8 });
    expect(data.resolved.attachments[notes]).toMatchObject({ filename: 'notes.txt', size: 5 });
    // The bot can fetch what the user attached.
    const served = await fetch(data.resolved.attachments[notes].url);
    expect(await served.text()).toBe('hello');
  });

  it('takes the files of a file upload in a multipart submission, named by "attachment://<filename>"', async () => {
    const h = await start();
    const app = await opened(h, profile);
    const multipart = (fields: Json, files: [string, string][]) => {
      const form = new FormData();
      form.append('payload_json', JSON.stringify({ userId: h.user('member').id, fields }));
      for (const [i, [name, text]] of files.entries()) form.append(`files[${i}]`, new Blob([text]), name);
      return fetch(`${h.emu.url}/_emulator/modals/submit`, {
        method: 'POST',
        body: form,
        headers: { 'x-slashkit-emulator': '1' },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Json }));
    };
    const ok = { name: 'Ada', mentor: [h.user('admin').id], team: 'core' };
    const stored = () => h.emu.context.state.attachments.size;
    const before = stored();
    const refusals: [Json, [string, string][], RegExp][] = [
      [
        { ...ok, avatar: ['attachment://missing.png'] },
        [['a.png', 'a']],
        /^fields\.avatar\[0\]: no file part is named "missing\.png".*\(the parts: "a\.png"\)/,
      ],
      [
        { ...ok, avatar: ['attachment://a.png'] },
        [
          ['a.png', 'a'],
          ['b.png', 'b'],
        ],
        /^files\[1\]: the file "b\.png" is not named by any field/,
      ],
      [
        { ...ok, avatar: ['attachment://a.png'] },
        [
          ['a.png', 'a'],
          ['a.png', 'b'],
        ],
        /^files\[1\]: two files are named "a\.png"/,
      ],
      // Refused later (the radio group): the files it carried are not kept either.
      [
        { ...ok, team: 'ops', avatar: ['attachment://a.png'] },
        [['a.png', 'a']],
        /^fields\.team: "ops" is not an option/,
      ],
    ];
    for (const [fields, files, message] of refusals) {
      const res = await multipart(fields, files);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(stored()).toBe(before);
    const res = await multipart({ ...ok, avatar: ['attachment://ada.png', 'attachment://notes.txt'] }, [
      ['ada.png', 'png bytes'],
      ['notes.txt', 'hello'],
    ]);
    expect(res.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    const [png, txt] = data.components[3].component.values;
    expect(data.resolved.attachments[png]).toMatchObject({ filename: 'ada.png', size: 9 });
    expect(await (await fetch(data.resolved.attachments[txt].url)).text()).toBe('hello');
  });

  it('refuses a modal that breaks the 2025 rules, with the JSON path (the rules of @slashkit/api)', async () => {
    const h = await start();
    await command(h, 'form');
    const bad = structuredClone(prefs);
    Object.assign(bad.components[0]!.component!, { options: [] });
    const app = scriptedApp(h, () => ({ type: 9, data: bad }));
    const ran = run(h, 'form');
    await app.callbacksDone(1);
    // The refused answer leaves the interaction pending until its deadline, as on the service.
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    expect((await ran).status).toBe('failed');
    const refused = app.callbacks[0]!;
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(50035);
    expect(refused.body.errors.data.components['0'].component.options._errors[0].code).toBe(
      'BASE_TYPE_BAD_LENGTH',
    );
  });
});
