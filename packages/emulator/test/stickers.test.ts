import { AuditLogEvent, GatewayIntentBits, PermissionFlags, StickerFormatType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, GUILD, MEMBER, OTHER_GUILD } from './bot-world.js';
import { auditEntries } from './guild-admin-support.js';
import { type Harness, type Json, start } from './harness.js';
import { GIF_BASE64, PNG_BASE64 } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// Guild stickers over sockets: made from a multipart form whose file's bytes decide its format (PNG, APNG,
// GIF; Lottie only in verified or partnered guilds), managed by their uploader or with Manage Expressions,
// 5 per guild; GUILD_STICKERS_UPDATE and the audit log; any sticker by id and the standard packs.

const stickers = `/guilds/${GUILD}/stickers`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const png = Buffer.from(PNG_BASE64, 'base64');
const gif = Buffer.from(GIF_BASE64, 'base64');
const lottie = Buffer.from(JSON.stringify({ v: '5.7.4', fr: 30, layers: [] }));

/** The bot world whose bot holds `permissions`, and @everyone neither Create nor Manage Expressions. */
function world(permissions: bigint) {
  const seed = botWorld(permissions);
  const everyone = seed.guilds[0]!.roles[0]!;
  const expressions = PermissionFlags.CreateGuildExpressions | PermissionFlags.ManageGuildExpressions;
  everyone.permissions = (BigInt(everyone.permissions) & ~expressions).toString();
  return seed;
}
const creator = () =>
  start({
    seed: world(PermissionFlags.CreateGuildExpressions | PermissionFlags.ViewAuditLog),
    gateway: patient,
  });

/** Posts a sticker form: its text fields and a file in the part `file` (or `part`). */
async function post(
  h: Harness,
  fields: Record<string, string>,
  bytes: Uint8Array,
  part = 'file',
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(part, new Blob([bytes as Uint8Array<ArrayBuffer>]), 'sticker.bin');
  const response = await fetch(`${h.emu.apiBaseUrl}${stickers}`, {
    method: 'POST',
    headers: { authorization: `Bot ${h.app.botToken}`, 'x-audit-log-reason': 'new' },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('guild stickers', () => {
  it('makes one from a PNG and a GIF, lists, reads, edits and deletes it, each change told and audited', async () => {
    const h = await creator();
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildExpressions);
    const made = await post(h, { name: 'wave', tags: 'wave', description: 'Hello there' }, png);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'wave',
      tags: 'wave',
      description: 'Hello there',
      type: 2,
      format_type: StickerFormatType.PNG,
      available: true,
      guild_id: GUILD,
      user: { id: h.app.id },
    });
    const { id } = made.body;
    const update = await nextOf(client, 'GUILD_STICKERS_UPDATE');
    expect(update.d.stickers.map((s: Json) => [s.id, s.user])).toEqual([[id, undefined]]);
    // A GIF's bytes make a GIF sticker, whatever the part's name says.
    expect((await post(h, { name: 'spin', tags: 'cyclone' }, gif)).body.format_type).toBe(
      StickerFormatType.GIF,
    );
    expect((await h.api('GET', stickers)).body.map((s: Json) => s.name)).toEqual(['wave', 'spin']);
    expect((await h.api('GET', `${stickers}/${id}`)).body).toEqual(made.body);
    expect((await h.api('GET', `/stickers/${id}`)).body).toMatchObject({ id, guild_id: GUILD });
    const edited = await h.api('PATCH', `${stickers}/${id}`, { body: { name: 'hello', description: '' } });
    expect(edited.body).toMatchObject({ name: 'hello', description: null });
    expect((await h.api('DELETE', `${stickers}/${id}`)).status).toBe(204);
    const gone = await h.api('GET', `${stickers}/${id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10060]);
    const entries = await auditEntries(h);
    expect(entries.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.StickerDelete,
      AuditLogEvent.StickerUpdate,
      AuditLogEvent.StickerCreate,
      AuditLogEvent.StickerCreate,
    ]);
    expect(entries[3]).toMatchObject({ target_id: id, user_id: h.app.id, reason: 'new' });
    await client.close();
  });

  it('refuses what Discord refuses: no Create Expressions, bad files, Lottie here, a sixth sticker', async () => {
    const refusedBot = await start({ seed: world(0n) });
    const refused = await post(refusedBot, { name: 'wave', tags: 'wave' }, png);
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    const outside = await refusedBot.api('GET', `/guilds/${OTHER_GUILD}/stickers`);
    expect([outside.status, outside.body.code]).toEqual([403, 50001]);
    const h = await creator();
    const bad = async (fields: Record<string, string>, bytes: Uint8Array, part = 'file') => {
      const res = await post(h, fields, bytes, part);
      expect(res.status).toBe(400);
      return res.body;
    };
    expect((await bad({ name: 'w', tags: 'wave' }, png)).errors.name._errors[0].code).toBe(
      'BASE_TYPE_BAD_LENGTH',
    );
    expect((await bad({ name: 'wave' }, png)).errors.tags._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    expect(
      (await bad({ name: 'wave', tags: 'wave' }, Buffer.from('not an image'))).errors.file._errors[0].code,
    ).toBe('IMAGE_INVALID');
    expect((await bad({ name: 'wave', tags: 'wave' }, png, 'files[0]')).errors.file._errors[0].code).toBe(
      'BASE_TYPE_REQUIRED',
    );
    expect((await bad({ name: 'wave', tags: 'wave' }, lottie)).code).toBe(50035);
    const huge = await post(h, { name: 'wave', tags: 'wave' }, new Uint8Array(512 * 1024 + 1));
    expect([huge.status, huge.body.code]).toEqual([413, 40005]);
    expect(h.emu.context.state.stickers.ofGuild(GUILD)).toEqual([]);
    for (let i = 0; i < 5; i++)
      expect((await post(h, { name: `s${i}x`, tags: 'wave' }, png)).status).toBe(201);
    expect((await bad({ name: 'one more', tags: 'wave' }, png)).code).toBe(30039);
  });

  it("lets only Manage Expressions change someone else's sticker", async () => {
    const h = await creator();
    const made = await post(h, { name: 'wave', tags: 'wave' }, png);
    h.emu.context.state.stickers.get(made.body.id)!.creatorId = MEMBER;
    const edit = await h.api('PATCH', `${stickers}/${made.body.id}`, { body: { name: 'mine' } });
    expect([edit.status, edit.body.code]).toEqual([403, 50013]);
    const removal = await h.api('DELETE', `${stickers}/${made.body.id}`);
    expect([removal.status, removal.body.code]).toEqual([403, 50013]);
    const badEdit = await h.api('PATCH', `${stickers}/${made.body.id}`, { body: { description: 'x' } });
    expect(badEdit.status).toBe(400);
  });
});

describe('standard stickers', () => {
  it('lists the packs, reads one and a sticker of it; unknown ones are 10061 and 10060', async () => {
    const h = await start({ seed: world(0n) });
    const { sticker_packs: packs } = (await h.api('GET', '/sticker-packs')).body;
    expect(packs.length).toBeGreaterThan(0);
    const [pack] = packs;
    expect((await h.api('GET', `/sticker-packs/${pack.id}`)).body).toEqual(pack);
    const [sticker] = pack.stickers;
    expect((await h.api('GET', `/stickers/${sticker.id}`)).body).toEqual(sticker);
    expect(sticker).toMatchObject({ type: 1, pack_id: pack.id });
    const noPack = await h.api('GET', '/sticker-packs/1250000000000009999');
    expect([noPack.status, noPack.body.code]).toEqual([404, 10061]);
    const noSticker = await h.api('GET', '/stickers/1250000000000009999');
    expect([noSticker.status, noSticker.body.code]).toEqual([404, 10060]);
  });
});
