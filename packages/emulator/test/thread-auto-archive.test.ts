import { ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, THREAD } from './bot-world.js';
import { type Harness, start } from './harness.js';
import { connectBot, nextEvent } from './support/bot-session.js';

// Threads archive themselves after `auto_archive_duration` minutes without activity, when the emulator
// clock passes that deadline; a message unarchives them again (Discord's "Active & Archived Threads").

const minuteMs = 60 * 1000;
/** Moves the emulator clock; answers the new time as ISO 8601. */
async function advance(h: Harness, ms: number): Promise<string> {
  const res = await h.admin('POST', '/clock', { advanceMs: ms });
  return new Date(res.body.now).toISOString();
}

async function hourThread(h: Harness) {
  const res = await h.api('POST', `/channels/${GENERAL}/threads`, {
    body: { name: 'hourly', type: ChannelType.PublicThread, auto_archive_duration: 60 },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('auto-archive by the emulator clock', () => {
  it('archives a thread idle for its duration (THREAD_UPDATE), counting messages as activity', async () => {
    const h = await start({ seed: botWorld() });
    const thread = await hourThread(h);
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    await advance(h, 40 * minuteMs);
    expect((await h.api('POST', `/channels/${thread.id}/messages`, { body: { content: 'hi' } })).status).toBe(
      200,
    );
    expect((await nextEvent(client)).t).toBe('MESSAGE_CREATE');
    // 60 minutes after the thread started, but only 20 after its message: still active.
    await advance(h, 20 * minuteMs);
    expect((await h.api('GET', `/channels/${thread.id}`)).body.thread_metadata.archived).toBe(false);
    const archivedAt = await advance(h, 40 * minuteMs);
    const update = await nextEvent(client);
    expect(update.t).toBe('THREAD_UPDATE');
    expect(update.d).toMatchObject({
      id: thread.id,
      thread_metadata: { archived: true, archive_timestamp: archivedAt },
    });
    const archived = await h.api('GET', `/channels/${GENERAL}/threads/archived/public`);
    expect(archived.body.threads.map((t: { id: string }) => t.id)).toEqual([thread.id]);
    client.close();
  });

  it('unarchives on a message, telling its member bots (THREAD_UPDATE, then THREAD_MEMBER_UPDATE)', async () => {
    const h = await start({ seed: botWorld() });
    const thread = await hourThread(h);
    await advance(h, 60 * minuteMs);
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    expect(
      (await h.api('POST', `/channels/${thread.id}/messages`, { body: { content: 'back' } })).status,
    ).toBe(200);
    const unarchived = await nextEvent(client);
    expect([unarchived.t, unarchived.d.thread_metadata.archived]).toEqual(['THREAD_UPDATE', false]);
    const member = await nextEvent(client);
    expect(member).toMatchObject({ t: 'THREAD_MEMBER_UPDATE', d: { id: thread.id, user_id: BOT } });
    expect((await nextEvent(client)).t).toBe('MESSAGE_CREATE');
    client.close();
  });

  it('restarts the count on a new duration, and leaves a thread the world holds idle as it is', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageThreads) });
    const thread = await hourThread(h);
    const changedAt = await advance(h, 50 * minuteMs);
    // Changing the duration is activity: 60 minutes more from now.
    const longer = await h.api('PATCH', `/channels/${thread.id}`, { body: { auto_archive_duration: 1440 } });
    expect(longer.body.thread_metadata.archive_timestamp).toBe(changedAt);
    await h.api('PATCH', `/channels/${thread.id}`, { body: { auto_archive_duration: 60 } });
    await advance(h, 59 * minuteMs);
    expect((await h.api('GET', `/channels/${thread.id}`)).body.thread_metadata.archived).toBe(false);
    await advance(h, minuteMs);
    expect((await h.api('GET', `/channels/${thread.id}`)).body.thread_metadata.archived).toBe(true);
    // The seeded thread was idle before the clock first moved: the world file keeps it active.
    await advance(h, 7 * 24 * 60 * minuteMs);
    expect((await h.api('GET', `/channels/${THREAD}`)).body.thread_metadata.archived).toBe(false);
  });
});
