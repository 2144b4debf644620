import { describe, expect, it } from 'vitest';
import {
  AuthClient,
  AuthError,
  AuthorizationArgs,
  computeCodeChallenge,
  createAuthorizationCodeVerifier,
  createAuthorizationRequest,
  DefaultCommunicationScopes,
  loopbackRedirectUri,
  mobileRedirectUri,
} from '../src/index.js';

const APP = '1234567890123456789';
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const args = () => new AuthorizationArgs({ scopes: DefaultCommunicationScopes });
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('redirect URIs', () => {
  it('builds the loopback and mobile defaults', () => {
    expect(loopbackRedirectUri(53682)).toBe('http://127.0.0.1:53682/callback');
    expect(mobileRedirectUri(1234n)).toBe('discord-1234:/authorize/callback');
    expect(mobileRedirectUri('1234', 'mygame')).toBe('mygame:/authorize/callback');
    expect(() => loopbackRedirectUri(0)).toThrow(/1 to 65535/);
    expect(() => loopbackRedirectUri(70000)).toThrow(/1 to 65535/);
  });
});

describe('createAuthorizationRequest', () => {
  it('writes every parameter in the authorize URL on https://discord.com by default', async () => {
    const a = new AuthorizationArgs({
      clientId: APP,
      scopes: '  openid   sdk.social_layer  ',
      state: 'my-state',
      nonce: 'my-nonce',
      codeChallenge: { challenge: RFC_CHALLENGE, method: 'S256' },
      integrationType: 1,
    });
    const request = await createAuthorizationRequest(a, { loopbackPort: 4000, prompt: 'consent' });
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect([...url.searchParams.keys()]).toEqual([
      'client_id',
      'response_type',
      'redirect_uri',
      'scope',
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
      'integration_type',
      'prompt',
    ]);
    expect(query(request.url)).toEqual({
      client_id: APP,
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:4000/callback',
      scope: 'openid sdk.social_layer',
      state: 'my-state',
      nonce: 'my-nonce',
      code_challenge: RFC_CHALLENGE,
      code_challenge_method: 'S256',
      integration_type: '1',
      prompt: 'consent',
    });
    expect(url.search).toContain('scope=openid%20sdk.social_layer');
    expect(request).toMatchObject({
      clientId: APP,
      redirectUri: 'http://127.0.0.1:4000/callback',
      state: 'my-state',
      nonce: 'my-nonce',
      codeVerifier: undefined, // the caller created the challenge, so the caller keeps the verifier
      issuer: 'https://discord.com',
    });
  });

  it('generates a secure random state per request when unset', async () => {
    const a = args().setClientId(APP);
    const one = await createAuthorizationRequest(a);
    const two = await createAuthorizationRequest(a);
    expect(one.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two.state).not.toBe(one.state);
    expect(query(one.url).state).toBe(one.state);
    expect(a.state).toBeUndefined(); // the args are not changed
  });

  it('creates a PKCE verifier when the args have no challenge, and keeps it for the exchange', async () => {
    const a = args().setClientId(APP);
    const request = await createAuthorizationRequest(a);
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query(request.url).code_challenge).toBe(
      (await computeCodeChallenge(request.codeVerifier!)).challenge,
    );
    expect(request.url).not.toContain(request.codeVerifier!);
    expect(a.codeChallenge).toBeUndefined();
  });

  it('keeps a verifier given with a matching challenge, and refuses a mismatched one', async () => {
    const a = args().setClientId(APP).setCodeChallenge({ challenge: RFC_CHALLENGE, method: 'S256' });
    const request = await createAuthorizationRequest(a, { codeVerifier: RFC_VERIFIER });
    expect(request.codeVerifier).toBe(RFC_VERIFIER);
    const other = await createAuthorizationCodeVerifier();
    const error = await createAuthorizationRequest(a, { codeVerifier: other.verifier }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('does not match'),
    });
    expect((error as Error).message).not.toContain(other.verifier);
  });

  it('uses a verifier given without a challenge, and sends no PKCE with pkce: false', async () => {
    const withVerifier = await createAuthorizationRequest(args().setClientId(APP), {
      codeVerifier: RFC_VERIFIER,
    });
    expect(query(withVerifier.url).code_challenge).toBe(RFC_CHALLENGE);
    const none = await createAuthorizationRequest(args().setClientId(APP), { pkce: false });
    expect(query(none.url)).not.toHaveProperty('code_challenge');
    expect(query(none.url)).not.toHaveProperty('code_challenge_method');
    expect(none.codeVerifier).toBeUndefined();
  });

  it('leaves out unset optional parameters', async () => {
    const q = query((await createAuthorizationRequest(args().setClientId(APP))).url);
    expect(Object.keys(q)).toEqual([
      'client_id',
      'response_type',
      'redirect_uri',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
    ]);
  });

  it('defaults to the mobile redirect derived from the application id, replaced by CustomSchemeParam', async () => {
    const mobile = await createAuthorizationRequest(args().setClientId(APP));
    expect(mobile.redirectUri).toBe(`discord-${APP}:/authorize/callback`);
    expect(query(mobile.url).redirect_uri).toBe(`discord-${APP}:/authorize/callback`);
    const custom = await createAuthorizationRequest(args().setClientId(APP).setCustomSchemeParam('mygame'));
    expect(custom.redirectUri).toBe('mygame:/authorize/callback');
    const explicit = await createAuthorizationRequest(
      args().setClientId(APP).setCustomSchemeParam('mygame'),
      {
        redirectUri: 'https://game.example/cb',
      },
    );
    expect(explicit.redirectUri).toBe('https://game.example/cb');
  });

  it('points at another origin (the emulator) and expects its iss', async () => {
    const request = await createAuthorizationRequest(args().setClientId(APP), {
      authorizeOrigin: 'http://127.0.0.1:8787/',
      loopbackPort: 1,
    });
    expect(request.url.startsWith('http://127.0.0.1:8787/oauth2/authorize?client_id=')).toBe(true);
    expect(request.issuer).toBe('http://127.0.0.1:8787');
    const custom = await createAuthorizationRequest(args().setClientId(APP), {
      issuer: 'https://issuer.example',
    });
    expect(custom.issuer).toBe('https://issuer.example');
    const off = await createAuthorizationRequest(args().setClientId(APP), { issuer: false });
    expect(off.issuer).toBeUndefined();
  });

  it('takes the client id from the args first, then from applicationId', async () => {
    const fromOption = await createAuthorizationRequest(args(), { applicationId: 77n });
    expect(query(fromOption.url).client_id).toBe('77');
    const fromArgs = await createAuthorizationRequest(args().setClientId(88n), { applicationId: 77n });
    expect(query(fromArgs.url).client_id).toBe('88');
  });

  it('says how to fix a missing client id, empty scopes, bad URLs and invalid args', async () => {
    await expect(createAuthorizationRequest(args())).rejects.toMatchObject({
      code: 'MISSING_CLIENT_ID',
      message: expect.stringContaining('setApplicationId'),
    });
    await expect(
      createAuthorizationRequest(new AuthorizationArgs({ clientId: 1n, scopes: '   ' })),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('args.setScopes(DefaultCommunicationScopes)'),
    });
    await expect(
      createAuthorizationRequest(args().setClientId(1n), { redirectUri: '/callback' }),
    ).rejects.toThrow(/redirectUri must be an absolute URL/);
    await expect(
      createAuthorizationRequest(args().setClientId(1n), { authorizeOrigin: 'discord' }),
    ).rejects.toThrow(/authorizeOrigin must be an absolute URL/);
    await expect(createAuthorizationRequest(AuthorizationArgs.nullobj)).rejects.toMatchObject({
      code: 'INVALID_OBJECT',
    });
    await expect(
      createAuthorizationRequest(args(), { applicationId: 1 as unknown as bigint }),
    ).rejects.toBeInstanceOf(AuthError);
  });
});

describe('AuthClient', () => {
  it('uses setApplicationId as the default ClientId, and its origin and issuer', async () => {
    const client = new AuthClient({
      authorizeOrigin: 'http://127.0.0.1:9999',
      apiBaseUrl: 'http://127.0.0.1:9999/api/v10/',
    });
    expect(client.applicationId).toBeUndefined();
    expect(client.apiBaseUrl).toBe('http://127.0.0.1:9999/api/v10');
    await expect(client.createAuthorizationRequest(args())).rejects.toMatchObject({
      code: 'MISSING_CLIENT_ID',
    });
    expect(client.setApplicationId(APP)).toBe(client);
    expect(client.applicationId).toBe(BigInt(APP));
    const request = await client.createAuthorizationRequest(args(), { loopbackPort: 5000 });
    expect(query(request.url).client_id).toBe(APP);
    expect(request.url.startsWith('http://127.0.0.1:9999/oauth2/authorize?')).toBe(true);
    expect(request.issuer).toBe('http://127.0.0.1:9999');
    expect(new AuthClient({ applicationId: 5n, issuer: false }).applicationId).toBe(5n);
  });

  it('exposes the default scopes and refuses lossy ids and insecure API URLs', () => {
    expect(AuthClient.DefaultCommunicationScopes).toBe('openid sdk.social_layer');
    expect(AuthClient.DefaultPresenceScopes).toBe('openid sdk.social_layer_presence');
    expect(() => new AuthClient({ applicationId: 1234 as unknown as bigint })).toThrow(/not a number/);
    expect(() => new AuthClient().setApplicationId('12.5')).toThrow(/snowflake/);
    expect(() => new AuthClient({ apiBaseUrl: 'http://api.example/api/v10' })).toThrow(
      /apiBaseUrl must use https \(plain http is allowed only for 127\.0\.0\.1/,
    );
    expect(new AuthClient().apiBaseUrl).toBe('https://discord.com/api/v10');
    expect(new AuthClient().authorizeOrigin).toBe('https://discord.com');
  });
});
