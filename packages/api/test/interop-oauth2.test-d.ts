import type * as D from 'discord-api-types/v10';
import { describe, expectTypeOf, it } from 'vitest';
import type * as S from '../src/index.js';

// OAuth2 and identity types, ours (S) against discord-api-types v10 (D), in both directions. vitest compiles
// this file with exactOptionalPropertyTypes on; interop-loose.test.ts compiles it again with the flag off.
// A direction that does not hold is a deliberate difference, asserted `false` with its reason.
type Assignable<A, B> = [A] extends [B] ? true : false;

describe('token answers: both ways', () => {
  it('authorization-code and refresh answers: D -> S; S -> D once refresh_token is known to be there', () => {
    // issue 15: `token_type` is `string` on both sides, so D's values assign to ours.
    expectTypeOf<
      Assignable<D.RESTPostOAuth2AccessTokenResult, S.RESTOAuth2TokenResponse>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.RESTPostOAuth2RefreshTokenResult, S.RESTOAuth2TokenResponse>
    >().toEqualTypeOf<true>();
    // Deliberate: one type for every grant, so `refresh_token` is optional (client credentials have none);
    // D types the authorization-code answer apart with it required.
    expectTypeOf<
      Assignable<S.RESTOAuth2TokenResponse, D.RESTPostOAuth2AccessTokenResult>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.RESTOAuth2TokenResponse & { refresh_token: string }, D.RESTPostOAuth2AccessTokenResult>
    >().toEqualTypeOf<true>();
  });
  it('client-credentials answers hold both ways', () => {
    expectTypeOf<
      Assignable<D.RESTPostOAuth2ClientCredentialsResult, S.RESTOAuth2TokenResponse>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.RESTOAuth2TokenResponse, D.RESTPostOAuth2ClientCredentialsResult>
    >().toEqualTypeOf<true>();
  });
});

describe('who logged in: both ways', () => {
  it('GET /users/@me holds both ways', () => {
    expectTypeOf<
      Assignable<D.RESTGetAPICurrentUserResult, S.RESTGetAPICurrentUserResult>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<S.RESTGetAPICurrentUserResult, D.RESTGetAPICurrentUserResult>
    >().toEqualTypeOf<true>();
  });
  it('GET /oauth2/@me: both ways but for the application and the scope names (deliberate)', () => {
    type Rest<T> = Omit<T, 'application' | 'scopes'>;
    expectTypeOf<
      Assignable<
        Rest<D.RESTGetAPIOAuth2CurrentAuthorizationResult>,
        Rest<S.RESTGetAPIOAuth2CurrentAuthorizationResult>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        Rest<S.RESTGetAPIOAuth2CurrentAuthorizationResult>,
        Rest<D.RESTGetAPIOAuth2CurrentAuthorizationResult>
      >
    >().toEqualTypeOf<true>();
    // D types the application as Partial<APIApplication>; ours names what the service always sends (id, name,
    // icon, description, verify_key), so a D value may lack them.
    expectTypeOf<
      Assignable<D.RESTGetAPIOAuth2CurrentAuthorizationResult['application'], S.APIOAuth2Application>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<S.APIOAuth2Application, D.RESTGetAPIOAuth2CurrentAuthorizationResult['application']>
    >().toEqualTypeOf<true>();
    // D types scopes with its OAuth2Scopes string enum; ours are strings (a new scope must not break a build).
    expectTypeOf<
      Assignable<
        D.RESTGetAPIOAuth2CurrentAuthorizationResult['scopes'],
        S.RESTGetAPIOAuth2CurrentAuthorizationResult['scopes']
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        S.RESTGetAPIOAuth2CurrentAuthorizationResult['scopes'],
        D.RESTGetAPIOAuth2CurrentAuthorizationResult['scopes']
      >
    >().toEqualTypeOf<false>();
  });
});

describe('Linked Roles', () => {
  it('metadata records: theirs to ours (ours takes the null translations the document allows: deliberate)', () => {
    expectTypeOf<
      Assignable<D.APIApplicationRoleConnectionMetadata, S.APIApplicationRoleConnectionMetadata>
    >().toEqualTypeOf<true>();
    // Discord's document types `name_localizations` and `description_localizations` nullish; theirs not null.
    expectTypeOf<
      Assignable<S.APIApplicationRoleConnectionMetadata, D.APIApplicationRoleConnectionMetadata>
    >().toEqualTypeOf<false>();
    expectTypeOf<
      Assignable<
        Omit<S.APIApplicationRoleConnectionMetadata, 'name_localizations' | 'description_localizations'>,
        Omit<D.APIApplicationRoleConnectionMetadata, 'name_localizations' | 'description_localizations'>
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        D.RESTPutAPIApplicationRoleConnectionMetadataJSONBody,
        S.RESTPutAPIApplicationRoleConnectionMetadataJSONBody
      >
    >().toEqualTypeOf<true>();
  });
  it('a role connection: ours to theirs (theirs allows numbers, the service answers strings: deliberate)', () => {
    expectTypeOf<
      Assignable<S.APIApplicationRoleConnection, D.APIApplicationRoleConnection>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<D.APIApplicationRoleConnection, S.APIApplicationRoleConnection>
    >().toEqualTypeOf<false>();
  });
  it('the PUT body: theirs to ours (ours also takes the nulls the document allows: deliberate)', () => {
    expectTypeOf<
      Assignable<
        D.RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
        S.RESTPutAPICurrentUserApplicationRoleConnectionJSONBody
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Assignable<
        S.RESTPutAPICurrentUserApplicationRoleConnectionJSONBody,
        D.RESTPutAPICurrentUserApplicationRoleConnectionJSONBody
      >
    >().toEqualTypeOf<false>();
  });
});

describe('connections', () => {
  it('hold field by field but for the service (a string here: a new one never breaks a build) and integrations (each side its own integration type)', () => {
    type Plain<T> = Omit<T, 'type' | 'integrations'>;
    expectTypeOf<Assignable<Plain<D.APIConnection>, Plain<S.APIConnection>>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<Plain<S.APIConnection>, Plain<D.APIConnection>>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<D.APIConnection['type'], S.APIConnection['type']>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<S.APIConnection['type'], D.APIConnection['type']>>().toEqualTypeOf<false>();
  });
});
