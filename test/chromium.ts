import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's chromium through playwright-core, headless and kept off the network: playwright-core gives every
 * launch a fresh temporary profile, and these switches stop Chromium's own background traffic. Used by the
 * web-client and consent-page tests and by the web-client bench.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
