import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { type Json, start } from './harness.js';
import { click, command, poll, run, scriptedApp } from './scripted-app.js';

// Components belong to whichever application wrote their message, not only to interaction replies; and a
// component interaction's token reaches the message its component is on, however the click was answered
// (Discord's getting-started game deletes it after answering with a new message).

describe('components on messages an application wrote', () => {
  it("a button on the bot's own channel message is clicked and delivered to its app", async () => {
    const h = await start({ seed: botWorld() });
    const app = scriptedApp(h, (i: Json) => ({ type: 4, data: { content: `got ${i.data.custom_id}` } }));
    const posted = await h.api('POST', `/channels/${GENERAL}/messages`, { body: poll });
    expect(posted.status).toBe(200);
    expect(posted.body).not.toHaveProperty('application_id');
    const clicked = await click(h, 'member', posted.body.id, 'poll:tabs');
    expect(clicked.status).toBe(200);
    expect(clicked.body).toMatchObject({ status: 'answered', responseType: 4 });
    const [callback] = app.callbacks;
    expect(callback?.interaction).toMatchObject({
      type: 3,
      application_id: BOT,
      guild_id: GUILD,
      channel_id: GENERAL,
      data: { custom_id: 'poll:tabs', component_type: 2 },
      message: { id: posted.body.id, author: { id: BOT } },
      member: { user: { id: MEMBER } },
    });
    expect(clicked.body.messages[0].content).toBe('got poll:tabs');
  });

  it("a button on an app's follow-up is delivered to that app", async () => {
    const h = await start();
    await command(h, 'ask');
    let token = '';
    const app = scriptedApp(h, (i: Json) => {
      if (i.type === 2) token = i.token;
      return i.type === 2 ? { type: 5 } : { type: 6 };
    });
    await run(h, 'ask');
    const hook = `/webhooks/${h.app.id}/${token}`;
    await h.api('POST', hook, { body: { content: 'first' }, auth: null });
    const followUp = await h.api('POST', hook, { body: poll, auth: null });
    expect(followUp.status).toBe(200);
    const clicked = await click(h, 'member', followUp.body.id, 'poll:spaces');
    expect(clicked.body).toMatchObject({ status: 'answered', responseType: 6 });
    expect(app.callbacks.at(-1)?.interaction.message.id).toBe(followUp.body.id);
  });

  it("refuses a component of a user's message: no application wrote it", async () => {
    const h = await start({ seed: botWorld() });
    const written = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'hello',
    });
    const clicked = await click(h, 'admin', written.body.id, 'poll:tabs');
    expect(clicked.status).toBe(404);
    expect(clicked.body).toMatchObject({ reason: 'UNKNOWN_COMPONENT' });
  });
});

describe("a component interaction's token and the message its component is on", () => {
  it('answered with a new message (4), the token still edits and deletes the clicked message by its id', async () => {
    const h = await start();
    await command(h, 'game');
    let token = '';
    scriptedApp(h, (i: Json) => {
      if (i.type === 2) return { type: 4, data: poll };
      token = i.token;
      return { type: 4, data: { content: 'You chose tabs', flags: 64 } };
    });
    const message = (await run(h, 'game')).messages[0];
    const clicked = await click(h, 'member', message.id, 'poll:tabs');
    expect(clicked.body).toMatchObject({ status: 'answered', responseType: 4 });
    const hook = `/webhooks/${h.app.id}/${token}`;
    // @original is the new message; the clicked one is reached by its id.
    const original = await h.api('GET', `${hook}/messages/@original`, { auth: null });
    expect(original.body.content).toBe('You chose tabs');
    const edited = await h.api('PATCH', `${hook}/messages/${message.id}`, {
      body: { content: 'Game over', components: [] },
      auth: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: message.id, content: 'Game over', components: [] });
    const deleted = await h.api('DELETE', `${hook}/messages/${message.id}`, { auth: null });
    expect(deleted.status).toBe(204);
    const left = await h.admin('GET', `/messages?channelId=${message.channel_id}`);
    expect(left.body.map((m: Json) => m.content)).toEqual(['You chose tabs']);
  });

  it("a deferred update (6) of the bot's channel message: @original is that message, edited and deleted", async () => {
    const h = await start({ seed: botWorld() });
    let token = '';
    scriptedApp(h, (i: Json) => {
      token = i.token;
      return { type: 6 };
    });
    const posted = await h.api('POST', `/channels/${GENERAL}/messages`, { body: poll });
    await click(h, 'member', posted.body.id, 'poll:tabs');
    const hook = `/webhooks/${h.app.id}/${token}`;
    const edited = await h.api('PATCH', `${hook}/messages/@original`, {
      body: { content: 'Tabs: 1' },
      auth: null,
    });
    expect(edited.body).toMatchObject({ id: posted.body.id, content: 'Tabs: 1' });
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${posted.body.id}`)).body.content).toBe(
      'Tabs: 1',
    );
    expect((await h.api('DELETE', `${hook}/messages/@original`, { auth: null })).status).toBe(204);
    const gone = await h.api('GET', `/channels/${GENERAL}/messages/${posted.body.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10008]);
  });

  it("refuses another message of the channel (10008): the token reaches only its interaction's messages", async () => {
    const h = await start({ seed: botWorld() });
    let token = '';
    scriptedApp(h, (i: Json) => {
      token = i.token;
      return { type: 6 };
    });
    const posted = await h.api('POST', `/channels/${GENERAL}/messages`, { body: poll });
    const other = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'other' } });
    await click(h, 'member', posted.body.id, 'poll:tabs');
    const refused = await h.api('DELETE', `/webhooks/${h.app.id}/${token}/messages/${other.body.id}`, {
      auth: null,
    });
    expect([refused.status, refused.body.code]).toEqual([404, 10008]);
  });
});
