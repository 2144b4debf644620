import type { APIApplicationRoleConnection, APIConnection, ApplicationIntegrationType } from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AuthClient,
  AuthorizationArgs,
  type AuthorizationCodeChallenge,
  type AuthorizationResult,
  type CodeExchange,
  createAuthorizationCodeVerifier,
  getUserConnections,
  getUserInfo,
  OAuth2Scopes,
  type OAuth2Token,
  type OAuthError,
  updateUserRoleConnection,
} from '../src/index.js';
import { type AuthorizeOptions, NodeAuthClient } from '../src/node/index.js';

describe('AuthorizationArgs types', () => {
  it('types each getter, and setters chain', () => {
    const args = new AuthorizationArgs();
    expectTypeOf(args.clientId).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(args.scopes).toEqualTypeOf<string>();
    expectTypeOf(args.state).toEqualTypeOf<string | undefined>();
    expectTypeOf(args.nonce).toEqualTypeOf<string | undefined>();
    expectTypeOf(args.codeChallenge).toEqualTypeOf<AuthorizationCodeChallenge | undefined>();
    expectTypeOf(args.integrationType).toEqualTypeOf<ApplicationIntegrationType | undefined>();
    expectTypeOf(args.customSchemeParam).toEqualTypeOf<string | undefined>();
    expectTypeOf(
      args.setScopes('openid').setState(undefined).setClientId(1n),
    ).toEqualTypeOf<AuthorizationArgs>();
    expectTypeOf(args.take()).toEqualTypeOf<AuthorizationArgs>();
    expectTypeOf(AuthorizationArgs.nullobj).toEqualTypeOf<AuthorizationArgs>();
  });

  it('refuses lossy and wrong inputs at compile time', () => {
    const args = new AuthorizationArgs();
    // @ts-expect-error a number loses digits above 2^53
    args.setClientId(1234);
    // @ts-expect-error properties change only through their setters
    args.scopes = 'openid';
    // @ts-expect-error only 0 and 1 are integration types
    args.setIntegrationType(2);
    // @ts-expect-error the service supports S256 only
    args.setCodeChallenge({ challenge: 'x', method: 'plain' });
    // @ts-expect-error no public way to build an invalid instance
    new AuthorizationArgs(undefined, 'null');
  });
});

describe('PKCE and token types', () => {
  it('types the verifier pair and the token', () => {
    expectTypeOf(createAuthorizationCodeVerifier).returns.resolves.toEqualTypeOf<{
      readonly verifier: string;
      readonly challenge: AuthorizationCodeChallenge;
    }>();
    expectTypeOf<AuthorizationCodeChallenge['method']>().toEqualTypeOf<'S256'>();
    expectTypeOf<OAuth2Token['tokenType']>().toEqualTypeOf<'Bearer'>();
    expectTypeOf<OAuth2Token['refreshToken']>().toEqualTypeOf<string | undefined>();
  });

  it('lets an authorization result go straight into the exchange', () => {
    expectTypeOf<AuthorizationResult>().toExtend<CodeExchange>();
    expectTypeOf<AuthClient['exchangeCode']>().parameter(0).toEqualTypeOf<CodeExchange>();
  });

  it('types OAuthError fields', () => {
    expectTypeOf<OAuthError['error']>().toEqualTypeOf<string>();
    expectTypeOf<OAuthError['error_description']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<OAuthError['status']>().toEqualTypeOf<number | undefined>();
  });

  it('types the OpenID claims of getUserInfo()', () => {
    type Claims = Awaited<ReturnType<AuthClient['getUserInfo']>>;
    expectTypeOf<Claims['sub']>().toEqualTypeOf<string>();
    expectTypeOf<Claims['nickname']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Claims['email_verified']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf(getUserInfo).parameter(1).toEqualTypeOf<string>();
  });

  it('types the role connection calls from the wire types', () => {
    type Connection = Awaited<ReturnType<AuthClient['updateUserRoleConnection']>>;
    expectTypeOf<Connection>().toEqualTypeOf<APIApplicationRoleConnection>();
    expectTypeOf(OAuth2Scopes.RoleConnectionsWrite).toEqualTypeOf<'role_connections.write'>();
    // @ts-expect-error a metadata value is a string or a number
    void updateUserRoleConnection({}, 'token', '1', { metadata: { verified: true } });
  });

  it("types a user's connections from the wire type", () => {
    expectTypeOf(getUserConnections).returns.toEqualTypeOf<Promise<APIConnection[]>>();
    expectTypeOf<AuthClient['getUserConnections']>().returns.toEqualTypeOf<Promise<APIConnection[]>>();
    expectTypeOf<AuthClient['deleteUserRoleConnection']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf(OAuth2Scopes.Connections).toEqualTypeOf<'connections'>();
  });
});

describe('Node entry types', () => {
  it('requires openUrl for authorize()', () => {
    const client = new NodeAuthClient();
    expectTypeOf(client).toExtend<AuthClient>();
    expectTypeOf<AuthorizeOptions['openUrl']>().toEqualTypeOf<(url: string) => void | Promise<void>>();
    // @ts-expect-error openUrl is required: authorize() must show the URL somehow
    void client.authorize(new AuthorizationArgs(), {});
  });
});
