import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { screenshot, users } from './emulator-client-support.js';
import { ids } from './examples-support.js';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';
import { IS_COMPONENTS_V2, replyWithFiles } from './support/v2-bot.js';

// The details of Components V2 and select menus in the web client, in headless Chromium, checked in the page
// (roles, boxes, computed styles): a spoiler container and a spoiler file stay hidden until revealed, a
// section's button accessory sits beside its text and sends its component interaction, a separator without
// a divider keeps its spacing but draws no line; a message's string select shows emoji, descriptions and its
// `default` options and keeps to min_values..max_values; a modal stacks label, description, control and error.

let emu: RunningEmulator;
let browser: Browser;
let bot: SignedEndpoint;

type Interaction = {
  id: string;
  token: string;
  type: number;
  member?: { user: { username: string } };
  data: { name?: string; custom_id?: string; values?: string[]; components?: unknown[] };
};

/** A V2 message: a spoiler container, and a container with a section, separators and a spoiler file. */
const details = {
  flags: IS_COMPONENTS_V2,
  attachments: [{ id: 0, filename: 'plan.txt' }],
  components: [
    {
      type: 17,
      spoiler: true,
      accent_color: 0x5865f2,
      components: [
        { type: 10, content: '## Secret plan' },
        { type: 1, components: [{ type: 2, style: 1, label: 'Hidden action', custom_id: 'secret:act' }] },
      ],
    },
    {
      type: 17,
      components: [
        {
          type: 9,
          components: [{ type: 10, content: 'Deploy **now**?' }],
          accessory: { type: 2, style: 3, label: 'Deploy', custom_id: 'section:deploy' },
        },
        { type: 10, content: 'Line A' },
        { type: 14, divider: true, spacing: 1 },
        { type: 10, content: 'Line B' },
        { type: 14, divider: false, spacing: 1 },
        { type: 10, content: 'Line C' },
        { type: 14, divider: true, spacing: 2 },
        { type: 10, content: 'Line D' },
        { type: 14, divider: false, spacing: 2 },
        { type: 10, content: 'Line E' },
        { type: 13, file: { url: 'attachment://plan.txt' }, spoiler: true },
      ],
    },
  ],
};

/** A message with a string select (emoji, descriptions, two defaults, 2 to 3 choices) and a modal button. */
const flavours = {
  content: 'Pick flavours',
  components: [
    {
      type: 1,
      components: [
        {
          type: 3,
          custom_id: 'menu:pick',
          placeholder: 'Choose flavours',
          min_values: 2,
          max_values: 3,
          options: [
            {
              label: 'Vanilla',
              value: 'vanilla',
              description: 'Classic and smooth',
              emoji: { name: '🍦' },
              default: true,
            },
            {
              label: 'Mint',
              value: 'mint',
              description: 'Fresh',
              emoji: { id: '1250000000000000999', name: 'mint' },
            },
            { label: 'Cocoa', value: 'cocoa', emoji: { name: '🍫' }, default: true },
            { label: 'Lemon', value: 'lemon', description: 'Sharp' },
            { label: 'Berry', value: 'berry' },
          ],
        },
      ],
    },
    { type: 1, components: [{ type: 2, style: 1, label: 'Order', custom_id: 'open:order' }] },
  ],
};

/** A modal whose labels hold a string select and a text input, each with a description. */
const order = {
  custom_id: 'order',
  title: 'Your order',
  components: [
    {
      type: 18,
      label: 'Scoops',
      description: 'One or two flavours',
      component: {
        type: 3,
        custom_id: 'scoops',
        placeholder: 'Choose scoops',
        min_values: 1,
        max_values: 2,
        options: [
          { label: 'Vanilla', value: 'vanilla', description: 'Classic', emoji: { name: '🍦' } },
          { label: 'Cocoa', value: 'cocoa', emoji: { name: '🍫' } },
        ],
      },
    },
    {
      type: 18,
      label: 'Note',
      description: 'Anything else',
      component: { type: 4, custom_id: 'note', style: 1, required: false },
    },
  ],
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  bot = await startSignedEndpoint<Interaction>(app.publicKey, (i) => {
    if (i.type === 2 && i.data.name === 'details')
      return void replyWithFiles(emu.apiBaseUrl, i, details, [
        { name: 'plan.txt', type: 'text/plain', bytes: Buffer.from('step 1') },
      ]);
    if (i.type === 2 && i.data.name === 'flavours') return { type: 4, data: flavours };
    if (i.type === 3 && i.data.custom_id === 'open:order') return { type: 9, data: order };
    if (i.type === 3)
      return {
        type: 4,
        data: {
          content: `${i.data.custom_id} by ${i.member?.user.username}${i.data.values ? `: ${i.data.values.join('+')}` : ''}`,
        },
      };
    if (i.type === 5) {
      const [scoops] = i.data.components as { component: { values: string[] } }[];
      return { type: 4, data: { content: `order: ${scoops!.component.values.join('+')}` } };
    }
    return { type: 6 };
  });
  const patched = await fetch(`${emu.url}/_emulator/applications/${app.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ interactionsEndpointUrl: bot.url }),
  });
  expect(patched.status).toBe(200);
  for (const name of ['details', 'flavours'])
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

/** Opens the client as member in #general and runs a command of the bot. */
async function openAndRun(name: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.setDefaultTimeout(10_000);
  await page.goto(`${emu.url}/_emulator/client/#user=${users.member}&place=${ids.guild}:${ids.general}`);
  await page.locator('body[data-ready]').waitFor();
  const composer = page.locator('#composer');
  await composer.click();
  await composer.pressSequentially(`/${name}`);
  await page.locator('#picker [role="option"][aria-selected="true"]').waitFor();
  // Tab picks it into its options form, with or without options (Enter would send one without at once).
  await composer.press('Tab');
  await page.locator('form.options').waitFor();
  await page.getByRole('button', { name: 'Send' }).click();
  return page;
}

/** Whether an element is hidden by a spoiler: inside an inert box, blurred. */
const hiddenBySpoiler = (e: Element) => {
  const box = e.closest('.spoiler-box');
  return {
    inert: e.closest('[inert]') !== null,
    filter: box ? getComputedStyle(box.firstElementChild!).filter : 'none',
  };
};

async function box(locator: Locator) {
  // Visible first: the message list may be laid out again (a message arriving) while the test measures.
  await locator.waitFor({ state: 'visible' });
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

describe('Components V2 details in the web client', () => {
  it('hides a spoiler container and a spoiler file until revealed', async () => {
    const page = await openAndRun('details');
    const message = page
      .locator('article.msg')
      .filter({ has: page.locator('.v2-file') })
      .last();
    await message.waitFor();
    // The spoiler container: blurred and inert (its button cannot be used) until its reveal button is pressed.
    const secret = message.locator('.v2-container', { hasText: 'Secret plan' });
    expect(await secret.evaluate(hiddenBySpoiler)).toEqual({ inert: true, filter: 'blur(24px)' });
    expect(await message.getByRole('heading', { name: 'Secret plan' }).count()).toBe(0);
    expect(await message.getByRole('button', { name: 'Hidden action' }).count()).toBe(0);
    const revealContent = message.getByRole('button', { name: 'Spoiler: show the content' });
    // The reveal button sits over the hidden box.
    const [shield, hidden] = [await box(revealContent), await box(secret)];
    expect(shield.y).toBeGreaterThan(hidden.y);
    expect(shield.y + shield.height).toBeLessThan(hidden.y + hidden.height);
    await page.screenshot(screenshot('v2-details-hidden'));
    await revealContent.click();
    expect(await secret.evaluate(hiddenBySpoiler)).toEqual({ inert: false, filter: 'none' });
    expect(await revealContent.count()).toBe(0);
    await message.getByRole('heading', { name: 'Secret plan' }).waitFor();
    await message.getByRole('button', { name: 'Hidden action' }).click();
    await page.locator('article.msg', { hasText: 'secret:act by member' }).waitFor();

    // The spoiler file: its link is neither shown nor reachable until revealed.
    const file = message.locator('.v2-file');
    expect(await file.evaluate(hiddenBySpoiler)).toEqual({ inert: true, filter: 'blur(24px)' });
    expect(await message.getByRole('link', { name: 'plan.txt' }).count()).toBe(0);
    await message.getByRole('button', { name: 'Spoiler: show the file' }).click();
    expect(await file.evaluate(hiddenBySpoiler)).toEqual({ inert: false, filter: 'none' });
    const link = message.getByRole('link', { name: 'plan.txt' });
    expect(await link.getAttribute('href')).toMatch(/\/_emulator\/attachments\/\d+\/plan\.txt$/);
    expect(await (await fetch(new URL((await link.getAttribute('href'))!, emu.url))).text()).toBe('step 1');
    await page.close();
  });

  it("lays out a section's button accessory beside its text, and clicking it sends the component interaction", async () => {
    const page = await openAndRun('details');
    const section = page.locator('.v2-section', { hasText: 'Deploy now?' }).last();
    await section.waitFor();
    const text = section.locator('.v2-section-text');
    const deploy = section.getByRole('button', { name: 'Deploy' });
    const [t, b, s] = [await box(text), await box(deploy), await box(section)];
    // Beside the text on its right, inside the section, at the section's right edge.
    expect(b.x).toBeGreaterThanOrEqual(t.x + t.width);
    expect(b.y).toBeGreaterThanOrEqual(s.y);
    expect(b.y + b.height).toBeLessThanOrEqual(s.y + s.height + 0.5);
    expect(Math.abs(b.x + b.width - (s.x + s.width))).toBeLessThan(1);
    expect(await deploy.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await deploy.click();
    await page.locator('article.msg', { hasText: 'section:deploy by member' }).waitFor();
    await page.close();
  });

  it('draws no line for a separator without divider and keeps its spacing (small and large)', async () => {
    const page = await openAndRun('details');
    const container = page.locator('.v2-container', { hasText: 'Line A' }).last();
    await container.waitFor();
    const line = (name: string) => box(container.locator('.v2-text', { hasText: name }));
    const [a, b, c, d, e] = await Promise.all(['Line A', 'Line B', 'Line C', 'Line D', 'Line E'].map(line));
    const gap = (above: typeof a, below: typeof a) => below!.y - (above!.y + above!.height);
    // Spacing is the separator's padding, divider or not; large is more than small.
    expect(gap(b, c)).toBeCloseTo(gap(a, b), 1);
    expect(gap(d, e)).toBeCloseTo(gap(c, d), 1);
    expect(gap(c, d)).toBeGreaterThan(gap(a, b));
    // Only the two separators with a divider are separators a reader meets; the others draw nothing.
    expect(await container.getByRole('separator').count()).toBe(2);
    const drawn = await container.evaluate((root) =>
      [...root.children]
        .filter((el) => el.classList.contains('v2-space') || el.classList.contains('v2-separator'))
        .map((el) => {
          const style = getComputedStyle(el);
          const visible = (width: string, kind: string) => parseFloat(width) > 0 && kind !== 'none';
          return {
            large: el.classList.contains('large'),
            line:
              visible(style.borderTopWidth, style.borderTopStyle) ||
              visible(style.borderBottomWidth, style.borderBottomStyle) ||
              style.backgroundColor !== 'rgba(0, 0, 0, 0)',
          };
        }),
    );
    expect(drawn).toEqual([
      { large: false, line: true },
      { large: false, line: false },
      { large: true, line: true },
      { large: true, line: false },
    ]);
    await page.screenshot(screenshot('v2-details-separators'));
    await page.close();
  });
});

describe('select menus in the web client', () => {
  it("shows a message select's emoji, descriptions and default options, and keeps to min_values..max_values", async () => {
    const page = await openAndRun('flavours');
    const message = page.locator('article.msg', { hasText: 'Pick flavours' }).last();
    const trigger = message.getByRole('button', { name: 'Choose flavours' });
    await trigger.and(page.locator(':not([aria-busy])')).waitFor();
    // The defaults are chosen before the user touches it, shown with their emoji.
    expect(await trigger.textContent()).toContain('🍦 Vanilla, 🍫 Cocoa');
    await message.getByText('Choose 2 to 3').waitFor();
    // As wide as Discord draws a message's select (400px), whatever its text.
    expect((await box(trigger)).width).toBe(400);
    await trigger.click();
    const list = message.getByRole('listbox', { name: 'Choose flavours' });
    expect(await list.getAttribute('aria-multiselectable')).toBe('true');
    const option = (value: string) => list.locator(`[role="option"][data-value="${value}"]`);
    expect(
      await list
        .getByRole('option')
        .evaluateAll((items) =>
          items.map((i) => [i.getAttribute('data-value'), i.getAttribute('aria-selected')]),
        ),
    ).toEqual([
      ['vanilla', 'true'],
      ['mint', 'false'],
      ['cocoa', 'true'],
      ['lemon', 'false'],
      ['berry', 'false'],
    ]);
    // Emoji before the label (a custom emoji by its name), the description under the label.
    expect(await option('vanilla').locator('.smenu-emoji').textContent()).toBe('🍦 ');
    expect(await option('mint').locator('.smenu-emoji').textContent()).toBe(':mint: ');
    expect(await option('berry').locator('.smenu-emoji').count()).toBe(0);
    const [emoji, label, description] = [
      await box(option('vanilla').locator('.smenu-emoji')),
      await box(option('vanilla').locator('.smenu-label')),
      await box(option('vanilla').getByText('Classic and smooth')),
    ];
    expect(label.x).toBeGreaterThanOrEqual(emoji.x + emoji.width);
    expect(description.y).toBeGreaterThanOrEqual(label.y + label.height);
    expect(Math.abs(description.x - label.x)).toBeLessThan(1);
    expect(await option('lemon').getByText('Sharp').isVisible()).toBe(true);
    // A third choice reaches max_values: the rest cannot be chosen.
    await option('mint').click();
    expect(await option('lemon').getAttribute('aria-disabled')).toBe('true');
    expect(await option('berry').getAttribute('aria-disabled')).toBe('true');
    await option('lemon').click({ force: true });
    expect(await option('lemon').getAttribute('aria-selected')).toBe('false');
    await page.screenshot(screenshot('v2-select-open'));
    await page.keyboard.press('Escape');
    await page.locator('article.msg', { hasText: 'menu:pick by member: vanilla+cocoa+mint' }).waitFor();

    // Below min_values: the emulator refuses it as the service would, and says so under the menu.
    await trigger.click();
    await option('cocoa').click();
    await page.keyboard.press('Escape');
    await message
      .getByRole('alert')
      .filter({ hasText: /takes 2 to 3 value\(s\).*got 1/ })
      .waitFor();
    expect(await page.locator('article.msg', { hasText: /menu:pick by member: vanilla$/ }).count()).toBe(0);
    await page.close();
  });

  it('stacks a modal field as Discord does: label, description, control, error, each below the last', async () => {
    const page = await openAndRun('flavours');
    await page
      .locator('article.msg', { hasText: 'Pick flavours' })
      .last()
      .getByRole('button', { name: 'Order' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Your order' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const error = dialog.getByRole('alert').filter({ hasText: /select menu scoops takes 1 to 2 value/ });
    await error.waitFor();
    const field = dialog.locator('.modal-field', { hasText: 'Scoops' });
    const parts = [
      field.locator('.modal-label'),
      field.getByText('One or two flavours'),
      field.getByRole('button', { name: 'Scoops' }),
      field.getByText('Choose 1 to 2'),
      error,
    ];
    const boxes = [];
    for (const part of parts) boxes.push(await box(part));
    const fieldBox = await box(field);
    for (const [i, current] of boxes.entries()) {
      // Each starts at the field's left edge, and below the one before (nothing shares a line).
      expect(Math.abs(current.x - fieldBox.x), `part ${i}`).toBeLessThan(1);
      if (i > 0)
        expect(current.y, `part ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    // The control spans the field; the next field starts below this one's error.
    expect(boxes[2]!.width).toBeGreaterThan(fieldBox.width * 0.9);
    const note = await box(dialog.locator('.modal-field', { hasText: 'Note' }).locator('.modal-label'));
    expect(note.y).toBeGreaterThanOrEqual(boxes[4]!.y + boxes[4]!.height);
    // The control names its description and its error.
    const describedBy = (await parts[2]!.getAttribute('aria-describedby'))!.split(' ');
    const errorId = await error.getAttribute('id');
    expect(describedBy).toContain(errorId);
    await page.screenshot(screenshot('v2-modal-stacked'));
    // The modal's select shows emoji and descriptions too; choosing one submits it.
    await parts[2]!.click();
    const list = dialog.getByRole('listbox', { name: 'Scoops' });
    expect(await list.locator('[data-value="vanilla"] .smenu-desc').textContent()).toBe('Classic');
    await list.locator('[data-value="cocoa"]').click();
    await list.locator('[data-value="vanilla"]').click();
    await page.keyboard.press('Escape');
    expect(await parts[2]!.textContent()).toContain('🍫 Cocoa, 🍦 Vanilla');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.locator('article.msg', { hasText: 'order: cocoa+vanilla' }).waitFor();
    await page.close();
  });
});
