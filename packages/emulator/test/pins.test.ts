import { GatewayIntentBits, PermissionFlags, PinLimits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD, MEMBER, QUIET, STAFF } from './bot-world.js';
import { type Json, start, T0 } from './harness.js';
import { botPost, connectBot, nextDispatch } from './support/bot-session.js';

// The pinned messages of a channel (Discord's "Pin Message", "Get Channel Pins" and the older /pins
// routes): both families, the limit, the notice, the event and the audit entries.

const pins = (channelId: string) => `/channels/${channelId}/messages/pins`;
const oldPins = (channelId: string) => `/channels/${channelId}/pins`;
const moderator = PermissionFlags.PinMessages | PermissionFlags.ViewAuditLog;

describe('pins', () => {
  it('pins and lists newest first with has_more and before, leaves a notice, and unpins', async () => {
    const h = await start({ seed: botWorld(moderator) });
    const first = await botPost(h, 'first');
    const second = await botPost(h, 'second');
    expect((await h.api('PUT', `${pins(GENERAL)}/${first.id}`)).status).toBe(204);
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    // The older route pins the same pins.
    expect((await h.api('PUT', `${oldPins(GENERAL)}/${second.id}`)).status).toBe(204);
    // Twice is once.
    expect((await h.api('PUT', `${pins(GENERAL)}/${second.id}`)).status).toBe(204);
    const page = await h.api('GET', `${pins(GENERAL)}?limit=1`);
    expect(page.status).toBe(200);
    expect(page.body.has_more).toBe(true);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0].message).toMatchObject({ id: second.id, pinned: true });
    expect(page.body.items[0].pinned_at).toBe(new Date(T0 + 1000).toISOString());
    const older = await h.api(
      'GET',
      `${pins(GENERAL)}?before=${encodeURIComponent(page.body.items[0].pinned_at)}`,
    );
    expect(older.body).toMatchObject({ has_more: false, items: [{ message: { id: first.id } }] });
    const old = await h.api('GET', oldPins(GENERAL));
    expect(old.body.map((m: Json) => m.id)).toEqual([second.id, first.id]);
    // Each pin left a notice pointing at its message.
    const latest = await h.api('GET', `/channels/${GENERAL}/messages?limit=2`);
    expect(latest.body.map((m: Json) => [m.type, m.message_reference?.message_id])).toEqual([
      [6, second.id],
      [6, first.id],
    ]);
    expect((await h.api('DELETE', `${pins(GENERAL)}/${first.id}`)).status).toBe(204);
    expect((await h.api('DELETE', `${oldPins(GENERAL)}/${second.id}`)).status).toBe(204);
    expect((await h.api('GET', pins(GENERAL))).body).toEqual({ items: [], has_more: false });
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${first.id}`)).body.pinned).toBe(false);
  });

  it('tells bots with CHANNEL_PINS_UPDATE and records MESSAGE_PIN and MESSAGE_UNPIN', async () => {
    const h = await start({ seed: botWorld(moderator) });
    const message = await botPost(h, 'pin me');
    const client = await connectBot(h, GatewayIntentBits.Guilds);
    await h.api('PUT', `${pins(GENERAL)}/${message.id}`, { headers: { 'x-audit-log-reason': 'rules' } });
    expect(await nextDispatch(client, 'CHANNEL_PINS_UPDATE')).toEqual({
      guild_id: GUILD,
      channel_id: GENERAL,
      last_pin_timestamp: new Date(T0).toISOString(),
    });
    await h.api('DELETE', `${pins(GENERAL)}/${message.id}`);
    expect(await nextDispatch(client, 'CHANNEL_PINS_UPDATE')).toEqual({
      guild_id: GUILD,
      channel_id: GENERAL,
      last_pin_timestamp: null,
    });
    client.close();
    const log = await h.api('GET', `/guilds/${GUILD}/audit-logs`);
    expect(log.body.audit_log_entries.map((e: Json) => [e.action_type, e.reason, e.options])).toEqual([
      [75, undefined, { channel_id: GENERAL, message_id: message.id }],
      [74, 'rules', { channel_id: GENERAL, message_id: message.id }],
    ]);
    expect(log.body.audit_log_entries[0]).toMatchObject({ user_id: BOT, target_id: BOT });
  });

  it('tells bots with CHANNEL_PINS_UPDATE when a pinned message is deleted, alone or in bulk', async () => {
    const h = await start({ seed: botWorld(moderator | PermissionFlags.ManageMessages) });
    const [kept, gone, alsoGone, other] = [
      await botPost(h, 'kept'),
      await botPost(h, 'gone'),
      await botPost(h, 'also gone'),
      await botPost(h, 'never pinned'),
    ];
    await h.api('PUT', `${pins(GENERAL)}/${kept.id}`);
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    await h.api('PUT', `${pins(GENERAL)}/${gone.id}`);
    await h.api('PUT', `${pins(GENERAL)}/${alsoGone.id}`);
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    // An unpinned message goes without a pins update; the pinned one's update follows its MESSAGE_DELETE.
    await h.api('DELETE', `/channels/${GENERAL}/messages/${other.id}`);
    await h.api('DELETE', `/channels/${GENERAL}/messages/${gone.id}`);
    const seen: Json[] = [];
    for (;;) {
      const frame = await client.next(0);
      if (frame.t === 'MESSAGE_DELETE' || frame.t === 'CHANNEL_PINS_UPDATE') seen.push([frame.t, frame.d.id]);
      if (frame.t === 'CHANNEL_PINS_UPDATE') {
        expect(frame.d.last_pin_timestamp).toBe(new Date(T0 + 1000).toISOString());
        break;
      }
    }
    expect(seen).toEqual([
      ['MESSAGE_DELETE', other.id],
      ['MESSAGE_DELETE', gone.id],
      ['CHANNEL_PINS_UPDATE', undefined],
    ]);
    const bulk = await h.api('POST', `/channels/${GENERAL}/messages/bulk-delete`, {
      body: { messages: [kept.id, alsoGone.id] },
    });
    expect(bulk.status).toBe(204);
    await nextDispatch(client, 'MESSAGE_DELETE_BULK');
    expect(await nextDispatch(client, 'CHANNEL_PINS_UPDATE')).toEqual({
      guild_id: GUILD,
      channel_id: GENERAL,
      last_pin_timestamp: null,
    });
    client.close();
    expect((await h.api('GET', oldPins(GENERAL))).body).toEqual([]);
  });

  it('refuses what the service refuses, and changes nothing', async () => {
    const h = await start({ seed: botWorld() });
    const message = await botPost(h, 'no pins for me');
    const noPermission = await h.api('PUT', `${pins(GENERAL)}/${message.id}`);
    expect([noPermission.status, noPermission.body.code]).toEqual([403, 50013]);
    expect(noPermission.body.message).toContain('Pin Messages');
    const hidden = await h.api('GET', pins(STAFF));
    expect([hidden.status, hidden.body.code]).toEqual([403, 50001]);
    // Without Read Message History the lists are empty.
    expect((await h.api('GET', pins(QUIET))).body).toEqual({ items: [], has_more: false });
    expect((await h.api('GET', oldPins(QUIET))).body).toEqual([]);
    const badLimit = await h.api('GET', `${pins(GENERAL)}?limit=51`);
    expect([badLimit.status, badLimit.body.code]).toEqual([400, 50035]);
    const badBefore = await h.api('GET', `${pins(GENERAL)}?before=yesterday`);
    expect(badBefore.body.errors.before._errors[0].code).toBe('BASE_TYPE_INVALID');
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`)).body.pinned).toBe(false);
  });

  it('pins no system message, nothing of another channel, and at most the limit per channel', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageMessages) });
    const message = await botPost(h, 'pinned by a Manage Messages bot');
    expect((await h.api('PUT', `${pins(GENERAL)}/${message.id}`)).status).toBe(204);
    const notice = (await h.api('GET', `/channels/${GENERAL}/messages?limit=1`)).body[0];
    const system = await h.api('PUT', `${pins(GENERAL)}/${notice.id}`);
    expect([system.status, system.body.code]).toEqual([400, 50021]);
    const unknown = await h.api('PUT', `${pins(GENERAL)}/1250000000000009999`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 10008]);
    const user = await h.admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: MEMBER,
      content: 'x',
    });
    const elsewhere = await h.api('PUT', `${pins('1250000000000000403')}/${user.body.id}`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 10008]);
  });

  it('holds at most the limit per channel (30003), and the pins survive a snapshot', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.PinMessages) });
    const message = await botPost(h, 'one too many');
    const snapshot = h.emu.exportState();
    const [stored] = snapshot.messages;
    for (let i = 1; i <= PinLimits.perChannel; i++) {
      const id = `${BigInt(message.id) - BigInt(i)}`;
      snapshot.messages.unshift({ ...structuredClone(stored!), message: { ...stored!.message, id } });
      snapshot.pins.push({ messageId: id, pinnedAt: new Date(T0).toISOString() });
    }
    h.emu.loadState(snapshot);
    const full = await h.api('PUT', `${pins(GENERAL)}/${message.id}`);
    expect([full.status, full.body.code]).toEqual([400, 30003]);
    expect((await h.api('GET', `/channels/${GENERAL}/messages/${message.id}`)).body.pinned).toBe(false);
    expect(h.emu.exportState().pins).toHaveLength(PinLimits.perChannel);
  });
});
