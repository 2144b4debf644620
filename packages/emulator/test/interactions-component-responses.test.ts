import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { click, command, poll, run, scriptedApp, signedApp, storedPollComponents } from './scripted-app.js';

// How the emulator applies and checks the answers to component interactions (service-facts "Message
// components and modals": allowed first responses, 6 acks without a loading state, 7 edits the message,
// later edits of @original go to it).

describe('answers to component interactions', () => {
  it('signs and POSTs component interactions and modal submits to the endpoint, which answers inline', async () => {
    const h = await start();
    await command(h, 'poll');
    const app = await signedApp(h, (i: Json) => {
      if (i.type === 2) return { type: 4, data: poll };
      if (i.type === 3)
        return {
          type: 9,
          data: {
            custom_id: 'why',
            title: 'Why?',
            components: [{ type: 1, components: [{ type: 4, custom_id: 'why', style: 2, label: 'Why' }] }],
          },
        };
      return { type: 7, data: { content: `Tabs, because ${i.data.components[0].components[0].value}` } };
    });
    const message = (await run(h, 'poll')).messages[0];
    const opened = await click(h, 'member', message.id, 'poll:tabs');
    expect(opened.body).toMatchObject({ delivery: 'http', respondedVia: 'inline', responseType: 9 });
    const submitted = await h.admin('POST', '/modals/submit', {
      userId: h.user('member').id,
      fields: { why: 'alignment' },
    });
    expect(submitted.body).toMatchObject({ delivery: 'http', status: 'answered', responseType: 7 });
    expect(submitted.body.message.content).toBe('Tabs, because alignment');
    expect(app.received.map((i: Json) => i.type)).toEqual([2, 3, 5]);
    expect(app.received[2].message.id).toBe(message.id);
  });

  it('deferUpdate (6) then PATCH @original edits the component message; a follow-up is a new message', async () => {
    const h = await start();
    await command(h, 'poll');
    let token = '';
    scriptedApp(h, (i: Json) => {
      if (i.type === 2) return { type: 4, data: poll };
      token = i.token;
      return { type: 6 };
    });
    const message = (await run(h, 'poll')).messages[0];
    const res = await click(h, 'member', message.id, 'poll:spaces');
    expect(res.body).toMatchObject({ status: 'answered', responseType: 6, messages: [] });
    // No loading state, no change.
    expect(res.body.message).toMatchObject({ id: message.id, content: 'Tabs or spaces?', flags: 0 });
    const hook = `/webhooks/${h.app.id}/${token}`;
    const edited = await h.api('PATCH', `${hook}/messages/@original`, {
      body: { content: 'Spaces: 1', components: [] },
      auth: null,
    });
    expect(edited.body).toMatchObject({ id: message.id, content: 'Spaces: 1', components: [] });
    expect((await h.api('GET', `${hook}/messages/@original`, { auth: null })).body.id).toBe(message.id);
    const followUp = await h.api('POST', hook, {
      body: { content: 'counted', components: poll.components },
      auth: null,
    });
    expect(followUp.status).toBe(200);
    expect(followUp.body.id).not.toBe(message.id);
    expect(followUp.body.components).toEqual(storedPollComponents);
    const channel = await h.admin('GET', `/messages?channelId=${message.channel_id}`);
    expect(channel.body.map((m: Json) => m.content)).toEqual(['Spaces: 1', 'counted']);
  });

  it('a deferred reply (5) to a component makes a new "thinking…" message that the first follow-up fills in', async () => {
    const h = await start();
    await command(h, 'poll');
    let token = '';
    scriptedApp(h, (i: Json) => {
      if (i.type === 2) return { type: 4, data: poll };
      token = i.token;
      return { type: 5, data: { flags: 64 } };
    });
    const message = (await run(h, 'poll')).messages[0];
    const res = await click(h, 'member', message.id, 'poll:tabs');
    const thinking = res.body.messages[0];
    expect(thinking.flags).toBe(64 | 128);
    const filled = await h.api('POST', `/webhooks/${h.app.id}/${token}`, {
      body: { content: 'noted' },
      auth: null,
    });
    expect(filled.body).toMatchObject({ id: thinking.id, content: 'noted', flags: 64 });
    expect(res.body.message.content).toBe('Tabs or spaces?');
  });

  it('refuses response types the interaction cannot get, with the path, and an update that empties the message', async () => {
    const h = await start();
    await command(h, 'poll');
    let answer: Json = { type: 8, data: { choices: [] } };
    const app = scriptedApp(h, (i: Json) => (i.type === 2 ? { type: 4, data: poll } : answer));
    const message = (await run(h, 'poll')).messages[0];
    const cases: [Json, string, RegExp][] = [
      [
        { type: 8, data: { choices: [] } },
        'type',
        /cannot answer a component interaction — send one of .*UPDATE_MESSAGE \(7\), MODAL \(9\)/,
      ],
      [{ type: 1 }, 'type', /cannot answer a component interaction/],
      [{ type: 12 }, 'type', /cannot answer a component interaction/],
      [{ type: 7, data: { content: '', components: [] } }, '', /Cannot send an empty message/],
    ];
    for (const [body, path, message_] of cases) {
      answer = body;
      const done = app.callbacks.length + 1;
      const clicked = click(h, 'member', message.id, 'poll:tabs');
      await app.callbacksDone(done);
      await h.admin('POST', '/clock', { advanceMs: 3000 });
      expect((await clicked).body.status).toBe('failed');
      const refused = app.callbacks.at(-1)!;
      expect(refused.status).toBe(400);
      if (path) expect(refused.body.errors[path]._errors[0].message).toMatch(message_);
      else expect(refused.body).toMatchObject({ code: 50006, message: expect.stringMatching(message_) });
    }
    // The refused update changed nothing.
    const stored = await h.admin('GET', `/messages?channelId=${message.channel_id}`);
    expect(stored.body[0]).toMatchObject({ content: 'Tabs or spaces?', components: poll.components });
  });

  it('refuses 6 and 7 to a command', async () => {
    const h = await start();
    await command(h, 'poll');
    for (const type of [6, 7]) {
      const app = scriptedApp(h, () => ({ type, data: { content: 'x' } }));
      const ran = run(h, 'poll');
      await app.callbacksDone(1);
      await h.admin('POST', '/clock', { advanceMs: 3000 });
      expect((await ran).status).toBe('failed');
      expect(app.callbacks[0]!.body.errors.type._errors[0].message).toMatch(
        /6 and 7 update the message of a component, and this interaction has none/,
      );
      app.unsubscribe();
    }
  });

  it('fails a component interaction nobody answers within 3 s of emulator time', async () => {
    const h = await start();
    await command(h, 'poll');
    const app = scriptedApp(h, (i: Json) => (i.type === 2 ? { type: 4, data: poll } : undefined));
    const message = (await run(h, 'poll')).messages[0];
    const seen = new Promise<void>((resolve) => {
      const off = h.emu.context.events.subscribe((event) => {
        if (event.type === 'INTERACTION_CREATE' && (event.data as Json).type === 3) {
          off();
          resolve();
        }
      });
    });
    const clicked = click(h, 'member', message.id, 'poll:tabs');
    await seen;
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    const res = await clicked;
    expect(res.body).toMatchObject({ status: 'failed', delivery: 'gateway' });
    expect(res.body.error).toMatch(/no answer reached the callback endpoint within 3 s/);
    app.unsubscribe();
  });
});
