import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerLines } from '../src/banner-lines.js';
import { readyLine } from '../src/ready-line.js';
import { buildClientBundle, clientBundlePath } from '../web-client/build-client.js';
import { start } from './harness.js';

const staff = '1250000000000000408';
const general = '1250000000000000402';
const afterDark = '1250000000000000406';

describe('web client assets', () => {
  it('the checked-in bundle is what `pnpm --filter @slashkit/emulator build:client` builds from the sources', async () => {
    const checkedIn = JSON.parse(await readFile(clientBundlePath, 'utf8'));
    expect(checkedIn).toEqual(await buildClientBundle());
  });

  it('the page, script and stylesheet total at most 100 kB gzipped, and load nothing from elsewhere', async () => {
    const h = await start();
    let gzipped = 0;
    for (const [path, type] of [
      ['/_emulator/client/', 'text/html'],
      ['/_emulator/client/app.js', 'text/javascript'],
      ['/_emulator/client/app.css', 'text/css'],
    ] as const) {
      const response = await fetch(`${h.emu.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      const body = await response.text();
      gzipped += gzipSync(body).length;
      if (type === 'text/html')
        expect(body.match(/(src|href)="[^"]*"/g)).toEqual([
          'href="/_emulator/client/favicon.svg"',
          'href="/_emulator/client/app.css"',
          'src="/_emulator/client/app.js"',
        ]);
    }
    expect(gzipped).toBeLessThanOrEqual(100 * 1024);
  });
});

describe('read endpoints of a user view', () => {
  it('lists the channels a user can see and type in, and DMs with each app', async () => {
    const h = await start();
    const member = (await h.admin('GET', `/users/${h.user('member').id}/places`)).body;
    const channelsOf = (places: { guilds: { channels: { id: string }[] }[] }) =>
      places.guilds[0]!.channels.map((c) => c.id);
    expect(channelsOf(member)).toContain(general);
    expect(channelsOf(member)).not.toContain(staff);
    expect(member.dms.map((d: { botUsername: string }) => d.botUsername)).toEqual([
      'slashkit-bot',
      'slashkit-activity',
    ]);
    expect(channelsOf((await h.admin('GET', `/users/${h.user('moderator').id}/places`)).body)).toContain(
      staff,
    );
    expect((await h.admin('GET', `/users/${h.user('outsider').id}/places`)).body.guilds).toEqual([]);
    expect((await h.admin('GET', '/users/42/places')).status).toBe(400);
  });

  it('lists exactly the commands a user may run here, localized, as the interaction checks decide', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const bodies = [
      { name: 'roll', description: 'Roll', description_localizations: { fr: 'Lancer' } },
      { name: 'announce', description: 'Announce', default_member_permissions: '32' },
      { name: 'spicy', description: 'Age-restricted', nsfw: true },
      { name: 'High Five', type: 2 },
    ];
    for (const body of bodies) expect((await h.api('POST', path, { body })).status).toBe(201);
    const names = async (user: string, channelId = general) =>
      (
        await h.admin(
          'GET',
          `/users/${h.user(user).id}/commands?guildId=${h.guild.id}&channelId=${channelId}&applicationId=${h.app.id}`,
        )
      ).body.map((c: { name: string }) => c.name);
    expect(await names('member')).toEqual(['roll', 'High Five']);
    expect(await names('moderator')).toEqual(['roll', 'announce', 'High Five']);
    expect(await names('member', afterDark)).toEqual(['roll', 'spicy', 'High Five']);
    expect(await names('newbie', afterDark)).toEqual(['roll', 'High Five']);
    const [roll] = (
      await h.admin(
        'GET',
        `/users/${h.user('moderator').id}/commands?guildId=${h.guild.id}&channelId=${general}`,
      )
    ).body;
    expect(roll).toMatchObject({
      name: 'roll',
      description_localized: 'Lancer',
      application_name: h.app.name,
      scope: 'guild',
    });
    expect(roll).not.toHaveProperty('description_localizations');
    // A channel the user cannot see lists nothing; in a DM only DM-allowed commands of that app would show.
    expect(await names('member', staff)).toEqual([]);
    // Without applicationId every app of the place is listed: the Activity app's entry point too.
    const all = (
      await h.admin(
        'GET',
        `/users/${h.user('member').id}/commands?guildId=${h.guild.id}&channelId=${general}`,
      )
    ).body;
    expect(
      all.map((c: { name: string; application_name: string }) => `${c.application_name}: ${c.name}`),
    ).toEqual([`${h.app.name}: roll`, `${h.app.name}: High Five`, 'Slashkit Activity App: Launch']);
    expect(
      (await h.admin('GET', `/users/${h.user('member').id}/commands?context=1&applicationId=${h.app.id}`))
        .body,
    ).toEqual([]);
  });

  it("reads a place's messages for a user, refusing channels they cannot see", async () => {
    const h = await start();
    const seeded = await h.admin('POST', '/messages', {
      guildId: h.guild.id,
      channelId: general,
      authorId: h.user('admin').id,
      content: 'hello',
    });
    expect(seeded.status).toBe(201);
    const read = await h.admin(
      'GET',
      `/users/${h.user('member').id}/messages?guildId=${h.guild.id}&channelId=${general}`,
    );
    expect(read.body).toMatchObject({
      channelId: general,
      messages: [{ id: seeded.body.id, content: 'hello' }],
    });
    const refused = await h.admin(
      'GET',
      `/users/${h.user('member').id}/messages?guildId=${h.guild.id}&channelId=${staff}`,
    );
    expect(refused).toMatchObject({ status: 403, body: { reason: 'CANNOT_VIEW_CHANNEL' } });
  });
});

describe('what entity pickers offer', () => {
  it('lists the users, roles and channels the select check accepts at a place, channel types applied', async () => {
    const h = await start();
    const member = h.user('member').id;
    const inGeneral = `guildId=${h.guild.id}&channelId=${general}`;
    const labels = async (query: string) => {
      const answer = await h.admin('GET', `/users/${member}/choices?${query}`);
      expect(answer.status).toBe(200);
      return answer.body.map((c: { label: string }) => c.label);
    };
    const users = await labels(`${inGeneral}&type=5`);
    expect(users).toContain('@moderator');
    expect(users).not.toContain('@outsider'); // not a member of the guild
    expect(await labels(`${inGeneral}&type=6`)).toContain('@moderator');
    const textChannels = await labels(`${inGeneral}&type=8&channelTypes=0`);
    expect(textChannels).toContain('#general');
    expect(textChannels).not.toContain('#announcements'); // type 5
    expect(textChannels).not.toContain('#Text Channels'); // a category
    const mentionables = await labels(`${inGeneral}&type=7`);
    expect(mentionables).toEqual(expect.arrayContaining(['@moderator', '@admin']));
    expect(mentionables.some((l: string) => l.startsWith('#'))).toBe(false);
    // In a DM: any user of the world, and the DM itself as the only channel.
    const dm = `context=1&applicationId=${h.app.id}`;
    expect(await labels(`${dm}&type=5`)).toContain('@outsider');
    expect(await labels(`${dm}&type=8`)).toEqual(['this DM']);
    expect((await h.admin('GET', `/users/${member}/choices?${inGeneral}&type=3`)).status).toBe(400);
    const refused = await h.admin(
      'GET',
      `/users/${member}/choices?guildId=${h.guild.id}&channelId=${staff}&type=5`,
    );
    expect(refused).toMatchObject({ status: 403, body: { reason: 'CANNOT_VIEW_CHANNEL' } });
  });
});

describe('rate-limit profile', () => {
  it('reads the active profile, as POST /_emulator/rate-limits set it', async () => {
    const h = await start({ rateLimits: 'strict' });
    expect((await h.admin('GET', '/rate-limits')).body).toEqual({ profile: 'strict' });
    expect((await h.admin('POST', '/rate-limits', { profile: 'off' })).status).toBe(200);
    expect((await h.admin('GET', '/rate-limits')).body).toEqual({ profile: 'off' });
    // Names of Object.prototype are no profiles.
    for (const profile of ['constructor', '__proto__', 'toString'])
      expect((await h.admin('POST', '/rate-limits', { profile })).status).toBe(400);
    expect((await h.admin('GET', '/rate-limits')).body).toEqual({ profile: 'off' });
  });
});

describe('live event stream', () => {
  it('streams message changes from the event bus as server-sent events, with secrets redacted', async () => {
    const h = await start();
    const controller = new AbortController();
    const response = await fetch(`${h.emu.url}/_emulator/client/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        received += value;
      }
    };
    await until(': slashkit emulator events');
    const seeded = await h.admin('POST', '/messages', {
      guildId: h.guild.id,
      channelId: general,
      authorId: h.user('admin').id,
      content: 'hi',
    });
    await until('MESSAGE_CREATE');
    expect(received).toContain(`"id":"${seeded.body.id}"`);
    h.emu.context.events.publish({
      type: 'TEST_SECRET',
      data: { token: 'aW50ZXJhY3Rpb24', note: `Bot ${h.app.botToken}` },
    });
    await until('TEST_SECRET');
    expect(received).not.toContain('aW50ZXJhY3Rpb24');
    expect(received).not.toContain(h.app.botToken);
    expect(received).toContain('[REDACTED]');
    controller.abort();
  });
});

describe('live activity', () => {
  it('streams each request with its status and timing as `activity` events, tokens redacted', async () => {
    const h = await start();
    const controller = new AbortController();
    const response = await fetch(`${h.emu.url}/_emulator/client/stream`, { signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        received += value;
      }
    };
    // The end of the replayed history is marked, so a page acts only on what follows.
    await until('event: live\ndata: {}\n\n');
    const token = 'aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu';
    const callback = await fetch(`${h.emu.apiBaseUrl}/interactions/1250000000000000999/${token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1 }),
    });
    expect(callback.status).toBe(404);
    await until('/callback');
    const line = received.split('\n\n').find((e) => e.includes('/callback'))!;
    expect(line.startsWith('event: activity\ndata: ')).toBe(true);
    expect(JSON.parse(line.slice('event: activity\ndata: '.length))).toMatchObject({
      kind: 'request',
      what: 'POST /api/v10/interactions/1250000000000000999/[REDACTED]/callback',
      status: 404,
      ms: expect.any(Number),
    });
    expect(received.indexOf('event: live')).toBeLessThan(received.indexOf('/callback'));
    expect(received).not.toContain(token);
    // The page's own assets and stream are not traffic worth showing.
    expect(received).not.toContain('/_emulator/client');
    controller.abort();
  });
});

describe('where to open the web client', () => {
  it("prints the client's URL in the CLI banner, and the page is served there", async () => {
    const h = await start();
    const ready = readyLine(h.emu.url, h.emu.apiBaseUrl, h.emu.world);
    const line = bannerLines(ready, 'on').find((l) => l.includes('web client'));
    expect(line).toBe(`  web client   ${h.emu.url}/_emulator/client/`);
    const page = await fetch(`${h.emu.url}/_emulator/client/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<script type="module" src="/_emulator/client/app.js">');
  });
});
