import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { StateSnapshotError, startEmulator } from '../src/index.js';
import { botWorld, GENERAL, GUILD } from './bot-world.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { PNG_DATA_URI } from './media-fixtures.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// The stores of channel webhooks and expressions in snapshots: exported, loaded into a fresh emulator and
// exported again they are the same, they keep working there, and a snapshot that points at what its world
// lacks (or gives one token to two webhooks) is refused with the JSON paths.

const world = () => botWorld(PermissionFlags.AttachFiles | PermissionFlags.ManageWebhooks);

/** A webhook with an avatar and a message it posted. */
async function scenario(h: Harness): Promise<Json> {
  const hook = await h.api('POST', `/channels/${GENERAL}/webhooks`, {
    body: { name: 'Logger', avatar: PNG_DATA_URI },
  });
  expect(hook.status).toBe(200);
  const sent = await h.api('POST', `/webhooks/${hook.body.id}/${hook.body.token}?wait=true`, {
    auth: null,
    body: { content: 'saved' },
  });
  expect(sent.status).toBe(200);
  return hook.body;
}

describe('snapshots of webhooks and expressions', () => {
  it('round-trip: the same snapshot after a load, and the webhook still posts and edits its message there', async () => {
    const h = await start({ seed: world() });
    const hook = await scenario(h);
    const saved = h.emu.exportState();
    expect(saved.webhooks).toHaveLength(1);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
      const again = await fetch(`${copy.apiBaseUrl}/webhooks/${hook.id}/${hook.token}?wait=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'after the load' }),
      });
      expect(again.status).toBe(200);
      const avatar = copy.context.state.attachments.get(hook.avatar);
      expect(avatar?.contentType).toBe('image/png');
    } finally {
      await copy.stop();
    }
  });

  it('refuses a webhook of an unknown guild or app, an unknown field, and one token for two webhooks', async () => {
    const h = await start({ seed: world() });
    await scenario(h);
    const saved = h.emu.exportState() as Json;
    const [first] = saved.webhooks;
    saved.webhooks.push({ ...first, id: '1250000000000007777', guildId: '999', applicationId: '998' });
    saved.webhooks.push({ ...first, id: '1250000000000007778', extra: 1 });
    const problems = refusedSnapshot(h, saved);
    expect(problems).toContain('webhooks[1].guildId');
    expect(problems).toContain('webhooks[1].applicationId');
    expect(problems).toContain('webhooks[1].token: this token belongs to another webhook too');
    expect(problems).toContain('webhooks[2].extra: unknown field');
  });

  it("keeps emojis: a guild's and an app's survive a load and a reset empties them; a bad owner is refused", async () => {
    const h = await start({ seed: world() });
    const guildEmoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'saved', image: PNG_DATA_URI },
    });
    const appEmoji = await h.api('POST', `/applications/${h.app.id}/emojis`, {
      body: { name: 'saved', image: PNG_DATA_URI },
    });
    expect([guildEmoji.status, appEmoji.status]).toEqual([201, 201]);
    h.emu.context.state.stickers.add({
      id: '1250000000000007782',
      guildId: GUILD,
      name: 'saved',
      description: null,
      tags: 'wave',
      formatType: 1,
      creatorId: h.app.id,
    });
    const saved = h.emu.exportState() as Json;
    expect(saved.emojis).toHaveLength(2);
    expect(saved.stickers).toHaveLength(1);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
      const read = await fetch(`${copy.apiBaseUrl}/guilds/${GUILD}/emojis/${guildEmoji.body.id}`, {
        headers: { authorization: `Bot ${h.app.botToken}` },
      });
      expect((await read.json()).name).toBe('saved');
    } finally {
      await copy.stop();
    }
    // A snapshot written before emojis existed loads, with none.
    const { emojis: _, stickers: __, ...older } = saved;
    h.emu.context.loadState(older);
    expect(h.emu.context.state.emojis.snapshot()).toEqual([]);
    expect(h.emu.context.state.stickers.snapshot()).toEqual([]);
    h.emu.context.loadState(saved);
    await h.admin('POST', '/reset');
    expect(h.emu.context.state.emojis.snapshot()).toEqual([]);
    saved.emojis.push({ ...saved.emojis[0], id: '1250000000000007779', guildId: '999' });
    saved.stickers.push({ ...saved.stickers[0], formatType: 9 });
    saved.emojis.push({ ...saved.emojis[0], id: '1250000000000007780', guildId: null, applicationId: null });
    expect(() => h.emu.context.loadState(saved)).toThrow(StateSnapshotError);
    try {
      h.emu.context.loadState(saved);
    } catch (error) {
      const problems = (error as StateSnapshotError).problems.join('\n');
      expect(problems).toContain('emojis[2].guildId');
      expect(problems).toContain('emojis[3]: an emoji belongs to a guild or to an application');
      expect(problems).toContain('stickers[1].id: this sticker comes twice');
      expect(problems).toContain('stickers[1].formatType');
    }
  });
});
