import { OAuthError } from '@slashkit/auth';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { logInPlayer } from '@slashkit/example-game-login';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/game-login against a real emulator: the player's "browser" is the emulator's headless consent
// followed by a GET of the redirect to the game's loopback server.

let emu: RunningEmulator;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
});
afterAll(async () => {
  await emu?.stop();
});

/**
 * A browser in which `userId` approves (or cancels) the consent page; records the URLs it opened. `first`
 * runs with the real redirect before the browser follows it (to send another response to the game first).
 */
function headlessBrowser(userId: string, approve: boolean, first?: (redirectUrl: string) => Promise<void>) {
  const opened: URL[] = [];
  const openUrl = async (url: string) => {
    opened.push(new URL(url));
    const consent = await fetch(`${emu.url}/_emulator/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, approve, url }),
    });
    expect(consent.status).toBe(200);
    const { redirectUrl } = (await consent.json()) as { redirectUrl: string };
    await first?.(redirectUrl);
    await (await fetch(redirectUrl)).text();
  };
  return { opened, openUrl };
}

const login = (browser: ReturnType<typeof headlessBrowser>, lines: string[], scopes?: string) =>
  logInPlayer({
    ...(scopes ? { scopes } : {}),
    applicationId: emu.world.application.id,
    authorizeOrigin: emu.url,
    apiBaseUrl: emu.apiBaseUrl,
    openUrl: browser.openUrl,
    print: (line) => lines.push(line),
  });

describe('examples/game-login', () => {
  it('logs the player in with AuthorizationArgs and PKCE, and prints the scopes granted', async () => {
    const browser = headlessBrowser(ids.member, true);
    const lines: string[] = [];
    const token = await login(browser, lines);
    expect(lines).toEqual([
      'Opening your browser to sign in…',
      'Signed in. Scopes granted: openid, sdk.social_layer',
      `ID token verified: you are user ${ids.member}.`,
      'The token is valid for 7 days; it can be refreshed after that.',
    ]);
    expect(token).toMatchObject({
      tokenType: 'Bearer',
      scope: 'openid sdk.social_layer',
      expiresIn: 604_800,
    });
    expect(token.refreshToken).toEqual(expect.any(String));

    // A public client: PKCE S256 and a loopback redirect, no secret anywhere in the URL.
    const [url] = browser.opened;
    expect(url?.origin).toBe(emu.url);
    expect(url?.pathname).toBe('/oauth2/authorize');
    expect(url?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url?.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(url?.search).not.toContain(emu.world.application.clientSecret);
  });

  it('with identify, greets the player by name (GET /users/@me)', async () => {
    const lines: string[] = [];
    await login(headlessBrowser(ids.member, true), lines, 'openid identify');
    expect(lines).toContain(`ID token verified: you are user ${ids.member}.`);
    expect(lines).toContain('Welcome, Mem Ber!');
  });

  it('tells the player and the tab when a response from another attempt arrives, then signs in', async () => {
    const stale: { status: number; page: string }[] = [];
    // An older tab's response reaches the game's port first: the real redirect with another attempt's state.
    const browser = headlessBrowser(ids.member, true, async (redirectUrl) => {
      const older = new URL(redirectUrl);
      older.searchParams.set('state', 'the-state-of-an-older-attempt');
      const response = await fetch(older);
      stale.push({ status: response.status, page: await response.text() });
    });
    const lines: string[] = [];
    await login(browser, lines);
    expect(lines).toEqual([
      'Opening your browser to sign in…',
      'Ignored a sign-in response that is not from this login (STATE_MISMATCH); it may come from an older browser tab. Still waiting for you to finish signing in on the page just opened.',
      'Signed in. Scopes granted: openid, sdk.social_layer',
      `ID token verified: you are user ${ids.member}.`,
      'The token is valid for 7 days; it can be refreshed after that.',
    ]);
    // The tab that got the stale response says what happened, and blames neither the app nor the player.
    expect(stale).toHaveLength(1);
    expect(stale[0]?.status).toBe(400);
    expect(stale[0]?.page).toContain('<h1>Not the current sign-in</h1>');
    expect(stale[0]?.page).toContain(
      'so the app ignored it and nothing was signed in. Finish signing in from the page the app opened last',
    );
    expect(stale[0]?.page).not.toMatch(/failed|the app says/);
  });

  it('tells the player when they cancel, and rejects with access_denied', async () => {
    const lines: string[] = [];
    const error = await login(headlessBrowser(ids.member, false), lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).error).toBe('access_denied');
    expect(lines).toEqual(['Opening your browser to sign in…', 'Sign-in cancelled.']);
  });
});
