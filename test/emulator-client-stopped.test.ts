import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import {
  type ClientWorld,
  openClient,
  pickCommand,
  startClientWorld,
  users,
} from './emulator-client-support.js';

// The web client when the emulator process goes away under it (Ctrl+C in its terminal), in a real headless
// Chromium. Each test stops an emulator of its own, so this file shares none with the other client tests.

let browser: Browser;
const worlds: ClientWorld[] = [];
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  // Stopping twice is allowed: each test has already stopped its emulator.
  for (const world of worlds) await world.stop();
});

/** A fresh world, and a page of its client with /roll's form open and "sides" filled in. */
async function rollFormOpen(
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<{ world: ClientWorld; page: Page; thrown: string[] }> {
  const world = await startClientWorld();
  worlds.push(world);
  const page = await browser.newPage();
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await prepare(page);
  await openClient(page, world.emu, users.member);
  await pickCommand(page, 'roll');
  await page.getByLabel('sides').fill('20');
  return { world, page, thrown };
}

const bannerOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'The emulator has stopped' });

/** Send, once nothing answers: the button comes back, the form stays with its value, nothing throws. */
async function sendStopsWaiting(page: Page, thrown: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('form.options button[type="submit"]:not([disabled])', { hasText: 'Send' }).waitFor();
  expect(await page.getByLabel('sides').inputValue()).toBe('20');
  expect(thrown).toEqual([]);
}

describe('the web client after the emulator has stopped', () => {
  it('says so plainly as soon as its event stream closes, and Send stops waiting', async () => {
    const { world, page, thrown } = await rollFormOpen();
    const banner = bannerOf(page);
    expect(await banner.count()).toBe(0);
    await world.emu.stop();
    // No click needed: the page finds out from the stream.
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The emulator has stopped — restart it and reload');
    await banner.getByRole('button', { name: 'Reload' }).waitFor();
    await sendStopsWaiting(page, thrown);
    expect(await bannerOf(page).count()).toBe(1);
    await page.close();
  });

  it('says so when a request reaches nothing, even with the event stream silent', async () => {
    // The stream's request is held and never answered, so only the failed click can tell.
    const { world, page, thrown } = await rollFormOpen(async (p) => {
      await p.route('**/_emulator/client/stream*', () => {});
    });
    await world.emu.stop();
    expect(await bannerOf(page).count()).toBe(0);
    await sendStopsWaiting(page, thrown);
    await bannerOf(page).waitFor();
    await page.close();
  });
});
