import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { screenshot, unnamedControls, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';
import {
  card,
  cardFiles,
  prefsModal,
  profileModal,
  readSubmission,
  replyWithFiles,
} from './support/v2-bot.js';

// Components V2 and the 2025 modals in the web client, in headless Chromium: a bot written with raw JSON sends
// a V2 card, opens a modal with a text input, a user select, a file upload and a radio group and another
// with a checkbox group and a checkbox, and reads every value the page submits. Markdown renders as
// Discord's, hostile text stays text, and the page loads nothing from elsewhere under its CSP.

let emu: RunningEmulator;
let browser: Browser;
let bot: SignedEndpoint;
/** What the bot answers a command with, by name. */
const replies = new Map<string, () => unknown>();

type Interaction = {
  id: string;
  token: string;
  type: number;
  data: { name?: string; custom_id?: string } & Record<string, unknown>;
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  bot = await startSignedEndpoint<Interaction>(app.publicKey, (i) => {
    // The card goes with its files through the callback endpoint (multipart); the endpoint answers 202.
    if (i.type === 2 && i.data.name === 'card')
      return void replyWithFiles(emu.apiBaseUrl, i, card(), cardFiles);
    if (i.type === 2) return replies.get(i.data.name!)?.();
    if (i.type === 3 && i.data.custom_id === 'open:profile') return { type: 9, data: profileModal };
    if (i.type === 3 && i.data.custom_id === 'open:prefs') return { type: 9, data: prefsModal };
    if (i.type === 5) return { type: 4, data: { content: readSubmission(i.data) } };
    return { type: 6 };
  });
  const patched = await fetch(`${emu.url}/_emulator/applications/${app.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ interactionsEndpointUrl: bot.url }),
  });
  expect(patched.status).toBe(200);
  for (const name of ['card', 'notes', 'hostile', 'stats'])
    await fetch(`${emu.apiBaseUrl}/applications/${app.id}/guilds/${ids.guild}/commands`, {
      method: 'POST',
      headers: { authorization: `Bot ${app.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, description: `The ${name} command` }),
    });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  bot?.close();
  await emu?.stop();
});

/** Opens the client as member in #general, recording CSP violations, requests and script dialogs. */
async function open(page: Page) {
  const seen = { violations: [] as string[], requests: [] as string[], dialogs: [] as string[] };
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.violations.push(m.text());
  });
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.setDefaultTimeout(10_000);
  await page.goto(`${emu.url}/_emulator/client/#user=${users.member}&place=${ids.guild}:${ids.general}`);
  await page.locator('body[data-ready]').waitFor();
  return seen;
}

async function runCommand(page: Page, name: string): Promise<void> {
  const composer = page.locator('#composer');
  await composer.click();
  await composer.fill('');
  await composer.pressSequentially(`/${name}`);
  await page.locator('#picker [role="option"][aria-selected="true"]').waitFor();
  // Tab picks it into its options form, with or without options (Enter would send one without at once).
  await composer.press('Tab');
  await page.locator('form.options').waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
}

describe('Components V2 in the web client', () => {
  it('renders a V2 card, and submits both 2025 modals it opens; the bot reads every value', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = await open(page);
    await runCommand(page, 'card');
    const message = page.locator('article.msg', { hasText: 'Ada Lovelace' });
    const container = message.locator('.v2-container');
    await container.waitFor();
    // The accent colour comes from the integer, through the CSS object model (no style attribute in markup).
    expect(await container.evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe('rgb(87, 242, 135)');
    await container.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    expect(await container.locator('.v2-section-text strong').textContent()).toBe('Analyst');
    expect(await container.locator('.mention').first().textContent()).toBe('@Mo Derator');
    // The thumbnail and a gallery picture are the uploaded files, served by the emulator; remote media are
    // links, never loaded; a spoiler hides its picture until revealed.
    // The width once the picture has loaded (0 if it failed): waits for its load event, not for a time.
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
            img.addEventListener('error', () => resolve(0), { once: true });
          });
    const thumbnail = container.getByRole('img', { name: 'Portrait of Ada' });
    expect(await thumbnail.evaluate(loaded)).toBe(1);
    expect(await thumbnail.getAttribute('src')).toMatch(
      new RegExp(`^${emu.url}/_emulator/attachments/\\d+/ada\\.png$`),
    );
    expect(await container.locator('.v2-gallery figure').count()).toBe(3);
    await container.getByRole('img', { name: 'Sketch 1' }).waitFor();
    await container.getByRole('link', { name: /Sketch 2/ }).waitFor();
    const reveal = container.getByRole('button', { name: 'Spoiler: show the media' });
    expect(await container.locator('.spoiler-box img').evaluate((e) => e.closest('[inert]') !== null)).toBe(
      true,
    );
    await reveal.click();
    expect(await container.locator('.spoiler-box img').evaluate((e) => e.closest('[inert]') !== null)).toBe(
      false,
    );
    // The file: its name, size and a link to it.
    const file = container.locator('.v2-file');
    expect(await file.getByRole('link', { name: 'notes.txt' }).getAttribute('href')).toMatch(
      /\/_emulator\/attachments\/\d+\/notes\.txt$/,
    );
    await file.getByText('19 bytes').waitFor();
    await container.locator('hr.v2-separator.large').waitFor();
    await page.screenshot(screenshot('v2-card'));

    // The first modal: a text input, a user select with search, a file upload and a radio group.
    await container.getByRole('button', { name: 'Edit profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit profile' });
    await profile.getByText('Shown beside your messages').waitFor();
    await profile.locator('.modal-text strong', { hasText: 'required' }).waitFor();
    await profile.getByRole('button', { name: 'Submit' }).click();
    await profile
      .getByRole('alert')
      .filter({ hasText: 'the text input (Display name) is required' })
      .waitFor();
    await profile.getByLabel('Display name').fill('Ada');
    // The user select by keyboard: Enter opens it on its search box, ArrowDown enters the list, Enter chooses.
    await profile.getByRole('button', { name: 'Mentor' }).focus();
    await page.keyboard.press('Enter');
    const search = profile.getByRole('searchbox', { name: 'Search Mentor' });
    expect(await search.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('mod');
    const mentors = profile.getByRole('listbox', { name: 'Mentor' });
    expect(await mentors.getByRole('option').allTextContents()).toEqual(['@moderator']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await mentors.isVisible()).toBe(false);
    const mentor = profile.getByRole('button', { name: 'Mentor' });
    expect(await mentor.textContent()).toContain('@moderator');
    expect(await mentor.evaluate((e) => e === document.activeElement)).toBe(true);
    await profile.getByLabel('Portrait').setInputFiles([
      { name: 'ada.png', mimeType: 'image/png', buffer: Buffer.from('png') },
      { name: 'sketch.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    await profile.getByRole('radio', { name: /^Docs/ }).check();
    // Every control of the card and the dialog has an accessible name.
    expect(await unnamedControls(page)).toEqual([]);
    await page.screenshot(screenshot('v2-modal-profile'));
    await profile.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText('profile: name=Ada mentor=moderator portrait=ada.png+sketch.png team=docs')
      .waitFor();
    expect(await profile.isVisible()).toBe(false);

    // The second modal: a checkbox group (its default checked) and a checkbox.
    await container.getByRole('button', { name: 'Preferences' }).click();
    const prefs = page.getByRole('dialog', { name: 'Preferences' });
    expect(await prefs.getByRole('checkbox', { name: /^Bots/ }).isChecked()).toBe(true);
    await prefs.getByRole('checkbox', { name: /^Music/ }).check();
    await prefs.getByRole('checkbox', { name: /^Games/ }).check();
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await prefs.getByRole('alert').filter({ hasText: 'takes 1 to 2 checked option(s)' }).waitFor();
    await prefs.getByRole('checkbox', { name: /^Bots/ }).uncheck();
    await prefs.getByRole('checkbox', { name: 'Send me the newsletter' }).check();
    await page.screenshot(screenshot('v2-modal-prefs'));
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('prefs: topics=games+music news=true').waitFor();

    expect(seen.violations).toEqual([]);
    expect(seen.requests.filter((url) => !url.startsWith(emu.url))).toEqual([]);
    await page.close();
  });

  it("renders Discord's markdown in content, embeds and text displays, mentions and timestamps resolved", async () => {
    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    replies.set('notes', () => ({
      type: 4,
      data: {
        content: [
          '# Release notes',
          '**bold** *italic* __underline__ ~~gone~~ `code` ||secret||',
          '> quoted **text**',
          '- one',
          '- two',
          'then',
          '1. first',
          '```js',
          'const x = 1;',
          '```',
          `[the docs](https://example.com/docs) for <@${users.moderator}>, <@&1250000000000000302> in <#${ids.general}>`,
          `shipped <t:${threeHoursAgo}:R>`,
        ].join('\n'),
      },
    }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = await open(page);
    await runCommand(page, 'notes');
    const content = page.locator('article.msg', { hasText: 'Release notes' }).locator('.content');
    await content.waitFor();
    await content.getByRole('heading', { name: 'Release notes' }).waitFor();
    for (const [selector, text] of [
      ['strong', 'bold'],
      ['em', 'italic'],
      ['u', 'underline'],
      ['s', 'gone'],
      ['code.md-code', 'code'],
      ['blockquote strong', 'text'],
      ['ul li:nth-child(2)', 'two'],
      ['ol li', 'first'],
      ['pre code', 'const x = 1;'],
    ] as const)
      expect(await content.locator(selector).first().textContent(), selector).toBe(text);
    const link = content.getByRole('link', { name: 'the docs' });
    expect(await link.getAttribute('href')).toBe('https://example.com/docs');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await content.locator('.mention').allTextContents()).toEqual([
      '@Mo Derator',
      '@moderator',
      '#general',
    ]);
    // In the page's language (English), though member's own locale is Spanish (es-419), which is what the
    // app is told; the time counts from the emulator clock.
    expect(await content.locator('time.md-time').textContent()).toBe('3 hours ago');
    // A spoiler hides its text until clicked.
    const spoiler = content.getByRole('button', { name: 'secret' });
    expect(await spoiler.getAttribute('aria-expanded')).toBe('false');
    await spoiler.click();
    expect(await spoiler.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot(screenshot('v2-markdown'));
    expect(seen.violations).toEqual([]);
    await page.close();
  });

  it('shows inline embed fields side by side and full-width fields below them', async () => {
    replies.set('stats', () => ({
      type: 4,
      data: {
        embeds: [
          {
            title: 'Server **stats**',
            description: 'Numbers for *this* week',
            color: 0xfee75c,
            fields: [
              { name: 'Members', value: '**42**', inline: true },
              { name: 'Online', value: '17', inline: true },
              { name: 'Notes', value: 'A quiet week' },
            ],
          },
        ],
      },
    }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(page);
    await runCommand(page, 'stats');
    const embed = page.locator('section.embed', { hasText: 'Numbers for' });
    await embed.waitFor();
    expect(await embed.locator('h3 strong').textContent()).toBe('stats');
    const box = async (name: string) => (await embed.locator('.field', { hasText: name }).boundingBox())!;
    const [members, online, notes] = [await box('Members'), await box('Online'), await box('Notes')];
    expect(online.y).toBe(members.y);
    expect(online.x).toBeGreaterThan(members.x + members.width - 1);
    expect(notes.y).toBeGreaterThan(members.y + members.height - 1);
    expect(await embed.locator('.field strong').textContent()).toBe('42');
    await page.close();
  });

  it('keeps hostile text as text in content, embeds and text displays: no element, script or URL it did not ask for', async () => {
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '<script>alert(2)</script>',
      '[click](javascript:alert(3))',
      '<a href="javascript:alert(4)">x</a>',
      '"><svg onload=alert(5)>',
      '<style>body{display:none}</style>',
      '**<iframe src=https://example.com>**',
    ].join('\n');
    replies.set('hostile', () => ({
      type: 4,
      data: {
        flags: 1 << 15,
        components: [
          {
            type: 17,
            accent_color: 0xed4245,
            components: [{ type: 10, content: hostile }],
          },
        ],
      },
    }));
    replies.set('notes', () => ({ type: 4, data: { content: hostile, embeds: [{ description: hostile }] } }));
    const page = await browser.newPage();
    const seen = await open(page);
    // The i-th reply, not the first again: the second wait must not pass on the first reply.
    for (const [i, name] of ['hostile', 'notes'].entries()) {
      await runCommand(page, name);
      await page.locator('article.msg').filter({ hasText: '<script>alert(2)</script>' }).nth(i).waitFor();
    }
    const messages = page.locator('article.msg').filter({ hasText: '<img src=x onerror=alert(1)>' });
    expect(await messages.count()).toBe(2);
    expect(await messages.locator('img, script, iframe, svg, style, object, embed').count()).toBe(0);
    const hrefs = await messages
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => href === null || /^https?:\/\//.test(href))).toBe(true);
    // No event handler attribute anywhere; the only style is the accent colour the page set itself.
    const attributes = await messages.evaluateAll((list) =>
      list.flatMap((m) =>
        [...m.querySelectorAll('*')].flatMap((e) =>
          [...e.attributes]
            .filter((a) => a.name.startsWith('on') || a.name === 'style')
            .map((a) => `${a.name}=${a.value}`),
        ),
      ),
    );
    expect(attributes).toEqual(['style=border-left-color: rgb(237, 66, 69);']);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
    expect(seen.requests.filter((url) => !url.startsWith(emu.url))).toEqual([]);
    await page.close();
  });
});
