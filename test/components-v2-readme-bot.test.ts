import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIAttachment, MessageFlags } from '@slashkit/api';
import type { ResolvedUser } from '@slashkit/builders';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST } from '@slashkit/rest';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { screenshot, unnamedControls, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';
import {
  type BugReport,
  bugReport,
  emulator,
  handler,
  releaseCommand,
  type Settings,
  settings,
} from './readme/components-v2.js';

// The Components V2 and modal examples of the builders and interactions READMEs are test/readme/components-v2.ts
// in pieces; this keeps the two identical and runs that bot against a real emulator: a V2 container (a
// section with a thumbnail from an uploaded file, a gallery, a file, buttons) sent with its files, and two
// modals (a text input, a user select, a file upload and a radio group; a checkbox group and a checkbox)
// whose every value the bot reads with its inferred type. Once driven by @slashkit/emulator/testing, once by
// a member in the web client in Chromium (screenshots in test/artifacts/).

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The pieces of test/readme/components-v2.ts: the text between `// --- name` markers (`end` is not shown). */
function pieces(): Map<string, string> {
  const parts = read('./readme/components-v2.ts').split(/^\/\/ --- (\w+)\n/m);
  const found = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2)
    if (parts[i] !== 'end') found.set(parts[i]!, parts[i + 1]!.trim());
  return found;
}

/** The TypeScript block after `<!-- components-v2: name -->` in a README. */
function block(readme: string, name: string): string | undefined {
  return new RegExp(`<!-- components-v2: ${name} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``)
    .exec(read(readme))?.[1]
    ?.trim();
}

let server: Server;
let client: TestClient;
let browser: Browser | undefined;

beforeAll(async () => {
  const app = emulator.world.application;
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new REST({ token: app.botToken, baseUrl: emulator.apiBaseUrl }).commands.bulkOverwriteGuildCommands(
    app.id,
    ids.guild,
    [releaseCommand.toJSON()],
  );
  client = await connectTestClient(emulator);
  await client.setInteractionsEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await emulator.stop();
});

describe('the Components V2 and modal examples of the READMEs', () => {
  it('show exactly the code of test/readme/components-v2.ts', () => {
    const code = pieces();
    expect([...code.keys()]).toEqual(['message', 'modals', 'handler']);
    expect(block('../packages/builders/README.md', 'message')).toBe(code.get('message'));
    expect(block('../packages/builders/README.md', 'modals')).toBe(code.get('modals'));
    expect(block('../packages/interactions/README.md', 'handler')).toBe(code.get('handler'));
  });

  it('infer the fields their comments say', () => {
    expectTypeOf<BugReport>().toEqualTypeOf<{
      details: string;
      witnesses: readonly ResolvedUser[];
      shots: readonly APIAttachment[];
      severity: 'low' | 'high';
    }>();
    expectTypeOf<Settings>().toEqualTypeOf<{
      topics: readonly ('releases' | 'incidents')[];
      digest: boolean;
    }>();
  });
});

describe('the README bot, driven by @slashkit/emulator/testing', () => {
  it('sends the V2 container with its files, and reads every value of both modals', async () => {
    const member = client.user('member');
    const shown = await member.run(releaseCommand);
    assertAnswered(shown);
    const [message] = shown.messages;
    expect(message!.flags! & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
    expect(message!.content).toBe('');
    expect(message!.attachments.map((a) => a.filename)).toEqual(['ada.png', 'chart.png', 'changelog.md']);
    // biome-ignore lint/suspicious/noExplicitAny: the stored message is read field by field.
    const [container] = message!.components as any[];
    expect(container.type).toBe(17);
    const [heading, section, gallery, separator, file, row] = container.components;
    expect(heading.content).toMatch(/^# Release 2\.0/);
    // The thumbnail and the gallery's picture point at the files sent with the message, served by the emulator.
    const ada = message!.attachments[0]!;
    expect(section.accessory.media.url).toBe(ada.url);
    expect(section.accessory.media).toMatchObject({ width: 32, height: 32, content_type: 'image/png' });
    const served = await fetch(section.accessory.media.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array(readFileSync(new URL('./readme/ada.png', import.meta.url))),
    );
    expect(gallery.items.map((item: { media: { url: string } }) => item.media.url)).toEqual([
      message!.attachments[1]!.url,
      'https://example.com/settings.png',
    ]);
    expect(separator).toMatchObject({ type: 14, spacing: 2, divider: true });
    expect(file.file.url).toBe(message!.attachments[2]!.url);
    expect(row.components.map((button: { label: string }) => button.label)).toEqual([
      'Report a bug',
      'Settings',
      'Read more',
    ]);

    // The first modal: a text input, a user select, a file upload and a radio group.
    const opened = await member.click(shown, 'release:report');
    assertAnswered(opened);
    expect(opened.responseType).toBe(9);
    const filed = await member.submitModal(bugReport, {
      details: 'The sync stops at 99%',
      witnesses: [users.moderator],
      shots: [{ filename: 'stuck.png', size: 2048, contentType: 'image/png' }],
      severity: 'high',
    });
    assertAnswered(filed);
    expect(filed.messages[0]?.content).toBe(
      'Filed as high: The sync stops at 99% · seen by moderator · screenshots: stuck.png (2048 bytes)',
    );
    // Left out, the optional inputs arrive empty.
    assertAnswered(await member.click(shown, 'release:report'));
    const bare = await member.submitModal(bugReport, { details: 'Slow', severity: 'low' });
    assertAnswered(bare);
    expect(bare.messages[0]?.content).toBe('Filed as low: Slow · seen by nobody · screenshots: none');

    // The second modal: a checkbox group and a checkbox.
    assertAnswered(await member.click(shown, 'release:settings'));
    const saved = await member.submitModal(settings, { topics: ['incidents', 'releases'], digest: true });
    assertAnswered(saved);
    expect(saved.messages[0]?.content).toBe('Topics: incidents, releases · digest: yes');
    assertAnswered(await member.click(shown, 'release:settings'));
    const unchanged = await member.submitModal(settings, {});
    assertAnswered(unchanged);
    expect(unchanged.messages[0]?.content).toBe('Topics: none · digest: no');
  });
});

/** Opens the web client as member in #general, recording CSP violations and requests elsewhere. */
async function open(page: Page) {
  const seen = { violations: [] as string[], requests: [] as string[] };
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.violations.push(m.text());
  });
  page.on('request', (r) => seen.requests.push(r.url()));
  page.setDefaultTimeout(10_000);
  await page.goto(`${emulator.url}/_emulator/client/#user=${users.member}&place=${ids.guild}:${ids.general}`);
  await page.locator('body[data-ready]').waitFor();
  return seen;
}

describe('the README bot, in the web client (Chromium)', () => {
  it('shows the V2 container with its pictures and file, and a member submits both modals it opens', async () => {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seen = await open(page);
    const composer = page.locator('#composer');
    await composer.click();
    await composer.pressSequentially('/release');
    await page.locator('#picker [role="option"][aria-selected="true"]').waitFor();
    // Tab picks it into its options form (Enter would send a command without options at once).
    await composer.press('Tab');
    await page.locator('form.options').waitFor();
    await page.getByRole('button', { name: 'Send' }).click();

    // The last one: the test above sent one too.
    const container = page.locator('article.msg .v2-container', { hasText: 'Release 2.0' }).last();
    await container.waitFor();
    expect(await container.evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe('rgb(88, 101, 242)');
    await container.getByRole('heading', { name: 'Release 2.0' }).waitFor();
    expect(await container.locator('.v2-section-text strong').textContent()).toBe('Ada');
    // The thumbnail and the gallery's first picture are the files sent with the message, drawn by the page;
    // the remote picture is a link, never loaded.
    // The width once the picture has loaded (0 if it failed): waits for its load event, not for a time.
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
            img.addEventListener('error', () => resolve(0), { once: true });
          });
    expect(await container.getByRole('img', { name: 'Ada' }).evaluate(loaded)).toBe(32);
    expect(await container.getByRole('img', { name: 'Sync time, before and after' }).evaluate(loaded)).toBe(
      48,
    );
    await container.getByRole('link', { name: /The new settings page/ }).waitFor();
    await container.locator('.v2-file').getByRole('link', { name: 'changelog.md' }).waitFor();
    await container.locator('hr.v2-separator.large').waitFor();
    await container.getByRole('link', { name: 'Read more' }).waitFor();
    await container.getByRole('button', { name: 'Settings' }).scrollIntoViewIfNeeded();
    await page.screenshot(screenshot('readme-v2-release'));

    // The first modal: a text input, a user select, a file upload and a radio group.
    await container.getByRole('button', { name: 'Report a bug' }).click();
    const report = page.getByRole('dialog', { name: 'Report a bug' });
    await report.getByLabel('What happened?').fill('The sync stops at 99%');
    await report.getByRole('button', { name: 'Who saw it?' }).click();
    await report.getByRole('searchbox', { name: 'Search Who saw it?' }).fill('mod');
    await report
      .getByRole('listbox', { name: 'Who saw it?' })
      .getByRole('option', { name: '@moderator' })
      .click();
    await report.getByLabel('Screenshots').setInputFiles([
      {
        name: 'stuck.png',
        mimeType: 'image/png',
        buffer: readFileSync(new URL('./readme/ada.png', import.meta.url)),
      },
    ]);
    await report.getByRole('radio', { name: /^Blocking/ }).check();
    expect(await unnamedControls(page)).toEqual([]);
    await page.screenshot(screenshot('readme-v2-bug-report'));
    await report.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(
        'Filed as high: The sync stops at 99% · seen by moderator · screenshots: stuck.png (194 bytes)',
      )
      .waitFor();
    expect(await report.isVisible()).toBe(false);

    // The second modal: a checkbox group and a checkbox.
    await container.getByRole('button', { name: 'Settings' }).click();
    const prefs = page.getByRole('dialog', { name: 'Settings' });
    await prefs.getByText('Choose what we send you.').waitFor();
    await prefs.getByRole('checkbox', { name: /^Incidents/ }).check();
    await prefs.getByRole('checkbox', { name: 'Send me a digest' }).check();
    // Its min_values of 0 is no rule to state (no "Choose at least 0").
    expect((await prefs.locator('.hint').allTextContents()).filter(Boolean)).toEqual([]);
    await page.screenshot(screenshot('readme-v2-settings'));
    await prefs.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Topics: incidents · digest: yes').waitFor();

    expect(seen.violations).toEqual([]);
    expect(seen.requests.filter((url) => !url.startsWith(emulator.url))).toEqual([]);
    await page.close();
  });
});
