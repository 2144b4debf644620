import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';
import { click, command, poll, run, scriptedApp } from './scripted-app.js';

// Modals (service-facts "Message components and modals"): an app answers 9, the emulator records the open
// modal for the user, and POST /_emulator/modals/submit sends MODAL_SUBMIT; responses 6/7 and later edits.

const feedback = {
  custom_id: 'feedback',
  title: 'Feedback',
  components: [
    {
      type: 1,
      components: [{ type: 4, custom_id: 'name', style: 1, label: 'Name', min_length: 2, max_length: 20 }],
    },
    { type: 1, components: [{ type: 4, custom_id: 'notes', style: 2, label: 'Notes', required: false }] },
    { type: 1, components: [{ type: 4, custom_id: 'team', style: 1, label: 'Team', value: 'core' }] },
  ],
};

function submit(h: Harness, user: string, fields: Record<string, string | string[]>, extra: Json = {}) {
  return h.admin('POST', '/modals/submit', { userId: h.user(user).id, fields, ...extra });
}

describe('modals', () => {
  it('command → modal → submit → reply; the modal is submitted once', async () => {
    const h = await start();
    await command(h, 'feedback');
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2
        ? { type: 9, data: feedback }
        : { type: 4, data: { content: `thanks ${i.data.components[0].components[0].value}` } },
    );
    const opened = await run(h, 'feedback');
    expect(opened).toMatchObject({ status: 'answered', responseType: 9, messages: [] });
    const open = await h.admin('GET', `/modals?userId=${h.user('member').id}`);
    expect(open.body).toHaveLength(1);
    expect(open.body[0]).toMatchObject({
      interactionId: opened.interactionId,
      messageId: null,
      state: 'open',
    });
    const res = await submit(h, 'member', { name: 'Ada' });
    expect(res.body).toMatchObject({ interactionType: 5, status: 'answered', responseType: 4 });
    expect(res.body.messages[0]).toMatchObject({ content: 'thanks Ada', type: 0 });
    // The reply names the modal submit, and the command that opened the modal.
    expect(res.body.messages[0].interaction_metadata).toMatchObject({
      id: res.body.interactionId,
      type: 5,
      user: { id: h.user('member').id },
      triggering_interaction_metadata: {
        id: opened.interactionId,
        type: 2,
        user: { id: h.user('member').id },
        authorizing_integration_owners: { '0': h.guild.id },
      },
    });
    await app.settled();
    const delivered = app.callbacks[1]!.interaction;
    expect(delivered.type).toBe(5);
    expect(delivered.message).toBeUndefined();
    expect(delivered.data).toEqual({
      custom_id: 'feedback',
      components: [
        { type: 1, components: [{ type: 4, custom_id: 'name', value: 'Ada' }] },
        { type: 1, components: [{ type: 4, custom_id: 'notes', value: '' }] },
        { type: 1, components: [{ type: 4, custom_id: 'team', value: 'core' }] },
      ],
    });
    const again = await submit(h, 'member', { name: 'Ada' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ reason: 'NO_OPEN_MODAL' });
    expect(again.body.message).toMatch(/already submitted; a modal is submitted once/);
    expect((await h.admin('GET', '/modals')).body).toEqual([]);
    const nobody = await submit(h, 'admin', {});
    expect(nobody.body.message).toMatch(/admin has no open modal/);
  });

  it('checks fields as the client does: required, lengths, known inputs, the modal custom_id', async () => {
    const h = await start();
    await command(h, 'feedback');
    scriptedApp(h, (i: Json) =>
      i.type === 2 ? { type: 9, data: feedback } : { type: 4, data: { content: 'ok' } },
    );
    await run(h, 'feedback');
    const cases: [Record<string, string | string[]>, RegExp, Json?][] = [
      [{}, /^fields\.name: the text input \(Name\) is required/],
      [{ name: 'A' }, /^fields\.name: the text input \(Name\) takes 2 to 20 characters; got 1/],
      [{ name: 'Ada', team: '' }, /^fields\.team: .* is required/],
      [{ name: 'Ada', colour: 'red' }, /^fields\.colour: the modal feedback has no input "colour"/],
      [{ name: 'Ada' }, /^customId: the open modal's custom_id is "feedback"/, { customId: 'survey' }],
    ];
    for (const [fields, message, extra] of cases) {
      const res = await submit(h, 'member', fields, extra);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // None of those submitted the modal.
    expect((await submit(h, 'member', { name: 'Ada', notes: 'x'.repeat(4000) })).body.status).toBe(
      'answered',
    );
  });

  it("button → modal → submit → UPDATE_MESSAGE of the button's message; later edits of @original go there too", async () => {
    const h = await start();
    await command(h, 'poll');
    let token = '';
    const app = scriptedApp(h, (i: Json) => {
      if (i.type === 2) return { type: 4, data: poll };
      if (i.type === 3) return { type: 9, data: feedback };
      token = i.token;
      return { type: 7, data: { content: 'Poll closed', components: [] } };
    });
    const message = (await run(h, 'poll')).messages[0];
    const opened = await click(h, 'admin', message.id, 'poll:tabs');
    expect(opened.body).toMatchObject({ responseType: 9, message: { content: 'Tabs or spaces?' } });
    const res = await submit(h, 'admin', { name: 'Ada' });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 7, messages: [] });
    expect(res.body.message).toMatchObject({ id: message.id, content: 'Poll closed', components: [] });
    await app.settled();
    expect(app.callbacks[2]!.interaction.message).toMatchObject({
      id: message.id,
      content: 'Tabs or spaces?',
    });
    const edit = await h.api('PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, {
      body: { content: 'Poll closed (1 answer)' },
      auth: null,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ id: message.id, content: 'Poll closed (1 answer)' });
  });

  it('takes values for select menus in labels, checked like a message select, and resolves entity ones', async () => {
    const h = await start();
    await command(h, 'assign');
    const form = {
      custom_id: 'assign',
      title: 'Assign',
      components: [
        {
          type: 18,
          label: 'Priority',
          component: {
            type: 3,
            custom_id: 'priority',
            options: [
              { label: 'Low', value: 'low' },
              { label: 'High', value: 'high' },
            ],
          },
        },
        { type: 18, label: 'Who', component: { type: 5, custom_id: 'who', required: false } },
        { type: 18, label: 'Note', component: { type: 4, custom_id: 'note', style: 1, required: false } },
      ],
    };
    const app = scriptedApp(h, (i: Json) =>
      i.type === 2 ? { type: 9, data: form } : { type: 4, data: { content: 'ok' } },
    );
    await run(h, 'assign');
    const wrong = await submit(h, 'member', { priority: ['urgent'] });
    expect(wrong.body.message).toMatch(
      /^fields\.priority\[0\]: "urgent" is not an option of select menu priority/,
    );
    const missing = await submit(h, 'member', {});
    expect(missing.body.message).toMatch(/^fields\.priority: select menu priority needs the chosen values/);
    const text = await submit(h, 'member', { priority: 'high' } as Json);
    expect(text.body.message).toMatch(/^fields\.priority: a select menu takes a list of values/);
    const admin = h.user('admin').id;
    const res = await submit(h, 'member', { priority: ['high'], who: [admin] });
    expect(res.body.status).toBe('answered');
    await app.settled();
    const data = app.callbacks[1]!.interaction.data;
    expect(data.components).toEqual([
      { type: 18, component: { type: 3, custom_id: 'priority', values: ['high'] } },
      { type: 18, component: { type: 5, custom_id: 'who', values: [admin] } },
      { type: 18, component: { type: 4, custom_id: 'note', value: '' } },
    ]);
    expect(data.resolved.users[admin]).toMatchObject({ username: 'admin' });
  });

  it('a modal opened by a command cannot be answered with 6 or 7, and a modal submit cannot open a modal', async () => {
    const h = await start();
    await command(h, 'feedback');
    let answer: Json = { type: 7, data: { content: 'no' } };
    const app = scriptedApp(h, (i: Json) => (i.type === 2 ? { type: 9, data: feedback } : answer));
    for (const [body, hint] of [
      [
        { type: 7, data: { content: 'no' } },
        /6 and 7 answer a modal submission only when the modal was opened from a component/,
      ],
      [{ type: 6 }, /6 and 7 answer a modal submission only when the modal was opened from a component/],
      [{ type: 9, data: feedback }, /a modal cannot open another modal/],
    ] as const) {
      answer = body;
      await run(h, 'feedback');
      const done = app.callbacks.length + 1;
      const submitted = submit(h, 'member', { name: 'Ada' });
      await app.callbacksDone(done);
      // The refused answer leaves the interaction pending until its deadline, as on the service.
      await h.admin('POST', '/clock', { advanceMs: 3000 });
      const res = await submitted;
      expect(res.body.status).toBe('failed');
      const refused = app.callbacks.at(-1)!;
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(50035);
      expect(refused.body.errors.type._errors[0].message).toMatch(hint);
    }
  });
});
