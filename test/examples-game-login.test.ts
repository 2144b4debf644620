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

/** A browser in which `userId` approves (or cancels) the consent page; records the URLs it opened. */
function headlessBrowser(userId: string, approve: boolean) {
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

  it('tells the player when they cancel, and rejects with access_denied', async () => {
    const lines: string[] = [];
    const error = await login(headlessBrowser(ids.member, false), lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).error).toBe('access_denied');
    expect(lines).toEqual(['Opening your browser to sign in…', 'Sign-in cancelled.']);
  });
});
