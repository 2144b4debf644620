import {
  AuthError,
  AuthorizationArgs,
  DefaultCommunicationScopes,
  OAuth2Scopes,
  type OAuth2Token,
  OAuthError,
} from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';

/** Where the game logs in and how it shows things to the player; injected so a test can drive it. */
export interface GameLoginOptions {
  /** The game's application id (a snowflake string). */
  applicationId: string;
  /** The authorize page's origin: the real service by default, or an emulator's `url`. */
  authorizeOrigin?: string;
  /** The API base URL for the token call: the real service by default, or an emulator's `apiBaseUrl`. */
  apiBaseUrl?: string;
  /** Opens the authorize URL for the player: the system browser in the game, headless consent in tests. */
  openUrl: (url: string) => void | Promise<void>;
  /** Shows a line to the player (the game's console or launcher). */
  print: (line: string) => void;
  /** The scopes to ask for; default `openid sdk.social_layer` (DefaultCommunicationScopes). */
  scopes?: string;
  /** How long the player has to approve, in ms (default 5 minutes). */
  timeoutMs?: number;
}

/**
 * Logs a player in the way a desktop game does: a public client (no secret) with `AuthorizationArgs`, a
 * PKCE pair, the consent page in the browser, a loopback redirect to 127.0.0.1, and the code exchanged with
 * the verifier. Prints the scopes granted and who logged in (the verified ID token; the user's name with
 * `identify`) and resolves with the token; prints why and rethrows on failure.
 * @example
 * const token = await logInPlayer({ applicationId, openUrl: openInBrowser, print: console.log });
 */
export async function logInPlayer(options: GameLoginOptions): Promise<OAuth2Token> {
  const { print } = options;
  const client = new NodeAuthClient({
    applicationId: options.applicationId,
    ...(options.authorizeOrigin ? { authorizeOrigin: options.authorizeOrigin } : {}),
    ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
  });
  // The verifier stays in the game; only its SHA-256 challenge goes in the URL, so an app that intercepts
  // the redirect cannot redeem the code.
  const pkce = await client.createAuthorizationCodeVerifier();
  const args = new AuthorizationArgs().setScopes(options.scopes ?? DefaultCommunicationScopes);
  args.setCodeChallenge(pkce.challenge);
  // A fresh nonce ties the ID token to this very login: a token replayed from another login fails the check.
  args.setNonce(crypto.randomUUID());
  print('Opening your browser to sign in…');
  try {
    const result = await client.authorize(args, {
      openUrl: options.openUrl,
      codeVerifier: pkce.verifier,
      // A redirect with another state (an older tab, another attempt) is ignored and the wait goes on; the
      // browser tab says so, and the player hears it here too, so the game does not look stuck.
      onIgnoredRedirect: (error) =>
        print(
          `Ignored a sign-in response that is not from this login (${error.code}); it may come from an older browser tab. Still waiting for you to finish signing in on the page just opened.`,
        ),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    const token = await client.exchangeCode(result);
    print(`Signed in. Scopes granted: ${token.scope.split(' ').sort().join(', ')}`);
    // Who logged in: the verified ID token (openid) names the user; with identify, /users/@me says more.
    if (token.idToken) {
      const claims = await client.verifyIdToken(token.idToken, {
        nonce: result.nonce,
        accessToken: token.accessToken,
      });
      print(`ID token verified: you are user ${claims.sub}.`);
    }
    if (token.scope.split(' ').includes(OAuth2Scopes.Identify)) {
      const user = await client.getCurrentUser(token.accessToken);
      print(`Welcome, ${user.global_name ?? user.username}!`);
    }
    print(
      `The token is valid for ${Math.round(token.expiresIn / 86_400)} days; it can be refreshed after that.`,
    );
    return token;
  } catch (error) {
    if (error instanceof OAuthError && error.error === 'access_denied') print('Sign-in cancelled.');
    else if (error instanceof AuthError) print(`Sign-in failed (${error.code}): ${error.message}`);
    throw error;
  }
}
