import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';
import { GENERAL } from './scripted-app.js';

// Issue 38: the web client's first load of a big channel reads its newest page, and older pages on scroll,
// through `limit` and `before` of GET /_emulator/users/:userId/messages; without them, every message.

async function channelOf(h: Harness, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await h.admin('POST', '/messages', {
      guildId: h.guild.id,
      channelId: GENERAL,
      authorId: h.user('admin').id,
      content: `message ${i}`,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

const read = (h: Harness, query = '') =>
  h.admin('GET', `/users/${h.user('member').id}/messages?guildId=${h.guild.id}&channelId=${GENERAL}${query}`);
const contents = (body: Json) => body.messages.map((m: Json) => m.content);

describe('GET /_emulator/users/:userId/messages in pages', () => {
  it('serves the newest page, then older pages before the oldest shown, oldest first', async () => {
    const h = await start();
    const ids = await channelOf(h, 5);
    const first = await read(h, '&limit=2');
    expect(first.status).toBe(200);
    expect(contents(first.body)).toEqual(['message 3', 'message 4']);
    expect(first.body.hasMore).toBe(true);
    const second = await read(h, `&limit=2&before=${first.body.messages[0].id}`);
    expect(contents(second.body)).toEqual(['message 1', 'message 2']);
    expect(second.body.hasMore).toBe(true);
    const last = await read(h, `&limit=2&before=${second.body.messages[0].id}`);
    expect(contents(last.body)).toEqual(['message 0']);
    expect(last.body.hasMore).toBe(false);
    expect(last.body.messages[0].id).toBe(ids[0]);
    const all = await read(h);
    expect(all.body.messages).toHaveLength(5);
    expect(all.body.hasMore).toBe(false);
  });

  it('refuses a bad limit or before with a 400 naming the parameter', async () => {
    const h = await start();
    for (const [query, at] of [
      ['&limit=0', 'limit'],
      ['&limit=101', 'limit'],
      ['&limit=2.5', 'limit'],
      ['&limit=3&before=not-an-id', 'before'],
      ['&before=1250000000000000402', 'before'],
    ] as const) {
      const res = await read(h, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${at}: `));
    }
  });
});
