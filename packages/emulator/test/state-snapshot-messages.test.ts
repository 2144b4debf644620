import { describe, expect, it } from 'vitest';
import { startGuild } from './guild-admin-support.js';
import { type Harness, type Json, start } from './harness.js';
import { GENERAL } from './scripted-app.js';

// Faults 6 and 7 of issue 33: a snapshot's messages are checked in full on import — their shape, as the
// routes that read, edit and render them rely on it, and what they point at (a channel, files) — so a
// snapshot that loads never makes a later read answer 500, and a refused one changes nothing.

async function put(h: Harness, snapshot: Json): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${h.emu.url}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(snapshot),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A state with a bot message in #general and one with a file in the bot's DM with `member`. */
async function sample(h: Harness) {
  const general = await h.api('POST', `/channels/${GENERAL}/messages`, {
    body: { content: 'hello', embeds: [{ title: 'An embed' }] },
  });
  const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: h.user('member').id } });
  const form = new FormData();
  form.append('payload_json', JSON.stringify({ content: 'a file' }));
  form.append('files[0]', new Blob(['the notes']), 'notes.txt');
  const withFile = await fetch(`${h.emu.apiBaseUrl}/channels/${dm.body.id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bot ${h.app.botToken}` },
    body: form,
  });
  expect(withFile.status).toBe(200);
  const snapshot: Json = h.emu.exportState();
  const index = (id: string) => snapshot.messages.findIndex((m: Json) => m.message.id === id);
  return {
    snapshot,
    general: general.body,
    generalAt: index(general.body.id),
    dmAt: index((await withFile.json()).id),
  };
}

/** PUTs `snapshot`, expects 400 with `problems`, and that the state is as it was and still reads. */
async function refused(h: Harness, snapshot: Json, problems: (string | RegExp)[], general: Json) {
  const before = JSON.stringify(h.emu.exportState());
  const res = await put(h, snapshot);
  expect(res.status).toBe(400);
  expect(res.body.problems).toEqual(
    expect.arrayContaining(problems.map((p) => (typeof p === 'string' ? p : expect.stringMatching(p)))),
  );
  expect(res.body.problems).toHaveLength(problems.length);
  expect(JSON.stringify(h.emu.exportState())).toBe(before);
  // Nothing half-written: the message as it was reads and edits.
  const path = `/channels/${GENERAL}/messages/${general.id}`;
  expect((await h.api('GET', `/channels/${GENERAL}/messages`)).status).toBe(200);
  expect((await h.api('GET', path)).body.content).toBe('hello');
  expect((await h.api('PATCH', path, { body: { content: 'edited' } })).status).toBe(200);
  await h.api('PATCH', path, { body: { content: 'hello' } });
}

describe('the messages of a snapshot', () => {
  it('load as exported, and then read and edit', async () => {
    const h = await start();
    const { snapshot, general } = await sample(h);
    expect((await put(h, snapshot)).status).toBe(204);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${general.id}`)).body.embeds).toEqual([
      { type: 'rich', title: 'An embed' },
    ]);
  });

  it('are refused malformed (no author, embeds that are not a list, a bad embed), with their paths', async () => {
    const h = await start();
    const { snapshot, general, generalAt, dmAt } = await sample(h);
    delete snapshot.messages[generalAt].message.author;
    snapshot.messages[generalAt].message.embeds = 'x';
    snapshot.messages[dmAt].message.embeds = [{ color: 'red' }];
    snapshot.messages[dmAt].message.components = [{ type: 2 }];
    snapshot.messages[dmAt].message.mentions = [{ id: 1 }];
    snapshot.messages[dmAt].message.referenced_message = { id: general.id };
    await refused(
      h,
      snapshot,
      [
        `messages[${generalAt}].message.author: expected an object, got nothing (the field is missing)`,
        `messages[${generalAt}].message.embeds: expected an array, got "x"`,
        new RegExp(`^messages\\[${dmAt}\\]\\.message\\.embeds\\[0\\]\\.color: `),
        new RegExp(`^messages\\[${dmAt}\\]\\.message\\.components\\[0\\]`),
        new RegExp(`^messages\\[${dmAt}\\]\\.message\\.mentions\\[0\\]\\.id: expected a snowflake`),
        new RegExp(`^messages\\[${dmAt}\\]\\.message\\.mentions\\[0\\]\\.username: expected a string`),
        new RegExp(`^messages\\[${dmAt}\\]\\.message\\.referenced_message: not stored`),
      ],
      general,
    );
  });

  it('are refused pointing nowhere: an unknown channel, another guild, a file listed twice or missing', async () => {
    const h = await start();
    const { snapshot, general, generalAt, dmAt } = await sample(h);
    snapshot.messages[generalAt].message.channel_id = '1250000000000009999';
    snapshot.messages[generalAt].message.guild_id = '1250000000000000100';
    const dm = snapshot.messages[dmAt].message;
    dm.guild_id = '1250000000000000100';
    const file = dm.attachments[0];
    dm.attachments.push({ ...file });
    await refused(
      h,
      snapshot,
      [
        `messages[${generalAt}].message.channel_id: no channel "1250000000000009999" in the snapshot's world or dmChannels`,
        `messages[${dmAt}].message.guild_id: channel ${dm.channel_id} is a DM: a message there has no guild_id`,
        `messages[${dmAt}].message.attachments[1].id: this file is listed twice in the message`,
      ],
      general,
    );
    dm.attachments.pop();
    delete dm.guild_id;
    snapshot.messages[generalAt].message.channel_id = GENERAL;
    const stored = snapshot.attachments.find((a: Json) => a.id === file.id);
    snapshot.attachments = [stored, stored];
    await refused(h, snapshot, ['attachments[1].id: this file comes twice'], general);
    snapshot.attachments = [];
    await refused(
      h,
      snapshot,
      [`messages[${dmAt}].message.attachments[0].id: no file ${file.id} in the snapshot's attachments`],
      general,
    );
  });

  it('refuses a DM with a user the world does not have', async () => {
    const h = await start();
    const { snapshot, general } = await sample(h);
    snapshot.dmChannels[0].userId = '1250000000000009998';
    await refused(
      h,
      snapshot,
      ['dmChannels[0].userId: no user "1250000000000009998" in the snapshot\'s world'],
      general,
    );
  });

  it('a deleted channel takes its messages and files along: the state exported then loads', async () => {
    const h = await startGuild();
    const channel = await h.api('POST', `/guilds/${h.guild.id}/channels`, { body: { name: 'scratch' } });
    expect(channel.status).toBe(201);
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'gone' }));
    form.append('files[0]', new Blob(['the notes']), 'notes.txt');
    const posted: Json = await (
      await fetch(`${h.emu.apiBaseUrl}/channels/${channel.body.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${h.app.botToken}` },
        body: form,
      })
    ).json();
    expect(posted.attachments).toHaveLength(1);
    await h.api('PUT', `/channels/${channel.body.id}/messages/${posted.id}/reactions/%F0%9F%91%8D/@me`);
    expect((await h.api('DELETE', `/channels/${channel.body.id}`)).status).toBe(200);
    const snapshot: Json = h.emu.exportState();
    expect(snapshot.messages.map((m: Json) => m.message.id)).not.toContain(posted.id);
    expect(snapshot.reactions.map((r: Json) => r.messageId)).not.toContain(posted.id);
    expect(snapshot.attachments.map((a: Json) => a.id)).not.toContain(posted.attachments[0].id);
    expect((await put(h, snapshot)).status).toBe(204);
  });
});
