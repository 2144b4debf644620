import { ApplicationIntegrationType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  AuthorizationArgs,
  type AuthorizationCodeChallenge,
  computeCodeChallenge,
  DefaultCommunicationScopes,
  DefaultPresenceScopes,
} from '../src/index.js';

const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE: AuthorizationCodeChallenge = {
  challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  method: 'S256',
};

function invalidArgument(fn: () => unknown, message: RegExp): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('INVALID_ARGUMENT');
    expect((error as AuthError).message).toMatch(message);
    return;
  }
  throw new Error('expected an INVALID_ARGUMENT error');
}

/** Every accessor of AuthorizationArgs, called once; each must throw on an invalid object. */
const accessors: [string, (args: AuthorizationArgs) => unknown][] = [
  ['clientId', (a) => a.clientId],
  ['setClientId()', (a) => a.setClientId(1n)],
  ['scopes', (a) => a.scopes],
  ['setScopes()', (a) => a.setScopes('openid')],
  ['state', (a) => a.state],
  ['setState()', (a) => a.setState('s')],
  ['nonce', (a) => a.nonce],
  ['setNonce()', (a) => a.setNonce('n')],
  ['codeChallenge', (a) => a.codeChallenge],
  ['setCodeChallenge()', (a) => a.setCodeChallenge(RFC_CHALLENGE)],
  ['integrationType', (a) => a.integrationType],
  ['setIntegrationType()', (a) => a.setIntegrationType(0)],
  ['customSchemeParam', (a) => a.customSchemeParam],
  ['setCustomSchemeParam()', (a) => a.setCustomSchemeParam('x')],
  ['clone()', (a) => a.clone()],
  ['take()', (a) => a.take()],
];

describe('scope constants', () => {
  it('are the spec strings', () => {
    expect(DefaultCommunicationScopes).toBe('openid sdk.social_layer');
    expect(DefaultPresenceScopes).toBe('openid sdk.social_layer_presence');
  });
});

describe('AuthorizationArgs: a new object', () => {
  it('is valid with every optional property unset and empty scopes', () => {
    const args = new AuthorizationArgs();
    expect(args.isValid()).toBe(true);
    expect(args.clientId).toBeUndefined();
    expect(args.scopes).toBe('');
    expect(args.state).toBeUndefined();
    expect(args.nonce).toBeUndefined();
    expect(args.codeChallenge).toBeUndefined();
    expect(args.integrationType).toBeUndefined();
    expect(args.customSchemeParam).toBeUndefined();
  });

  it('sets each init property through its setter, validation included', () => {
    const args = new AuthorizationArgs({
      clientId: '1234567890123456789',
      scopes: DefaultPresenceScopes,
      state: 'st',
      nonce: 'no',
      codeChallenge: RFC_CHALLENGE,
      integrationType: ApplicationIntegrationType.UserInstall,
      customSchemeParam: 'mygame',
    });
    expect(args.clientId).toBe(1234567890123456789n);
    expect(args.scopes).toBe(DefaultPresenceScopes);
    expect(args.state).toBe('st');
    expect(args.nonce).toBe('no');
    expect(args.codeChallenge).toEqual(RFC_CHALLENGE);
    expect(args.integrationType).toBe(1);
    expect(args.customSchemeParam).toBe('mygame');
    invalidArgument(() => new AuthorizationArgs({ clientId: 'abc' }), /snowflake/);
  });
});

describe('AuthorizationArgs: ClientId', () => {
  it('takes a bigint or a snowflake string and reads back the exact uint64', () => {
    const args = new AuthorizationArgs();
    expect(args.setClientId(18446744073709551615n)).toBe(args);
    expect(args.clientId).toBe(18446744073709551615n);
    args.setClientId('9007199254740993'); // 2^53 + 1: a number would read 9007199254740992
    expect(args.clientId).toBe(9007199254740993n);
    args.setClientId(undefined);
    expect(args.clientId).toBeUndefined();
  });

  it('refuses numbers, negatives, overflow and non-decimal strings with a fix', () => {
    const args = new AuthorizationArgs();
    invalidArgument(
      () => args.setClientId(1234 as unknown as bigint),
      /not a number: numbers above 2\^53 lose digits/,
    );
    invalidArgument(() => args.setClientId(-1n), /unsigned 64-bit/);
    invalidArgument(() => args.setClientId(1n << 64n), /unsigned 64-bit/);
    invalidArgument(() => args.setClientId('18446744073709551616'), /snowflake/);
    invalidArgument(() => args.setClientId('0x10'), /snowflake/);
    invalidArgument(() => args.setClientId('012'), /snowflake/);
    invalidArgument(() => args.setClientId(''), /snowflake/);
    expect(args.clientId).toBeUndefined();
  });
});

describe('AuthorizationArgs: Scopes', () => {
  it('stores the space-separated string as given', () => {
    const args = new AuthorizationArgs();
    expect(args.setScopes(`${DefaultCommunicationScopes} identify`)).toBe(args);
    expect(args.scopes).toBe('openid sdk.social_layer identify');
  });

  it('refuses a non-string', () => {
    invalidArgument(
      () => new AuthorizationArgs().setScopes(['openid'] as unknown as string),
      /space-separated string/,
    );
  });
});

describe.each([
  ['State', 'state', 'setState'],
  ['Nonce', 'nonce', 'setNonce'],
] as const)('AuthorizationArgs: %s', (name, getter, setter) => {
  it('sets, reads back and unsets', () => {
    const args = new AuthorizationArgs();
    expect(args[setter]('value-1')).toBe(args);
    expect(args[getter]).toBe('value-1');
    args[setter](undefined);
    expect(args[getter]).toBeUndefined();
  });

  it('refuses an empty string and says to leave it undefined', () => {
    invalidArgument(
      () => new AuthorizationArgs()[setter](''),
      new RegExp(`${name} must be a non-empty string or undefined`),
    );
  });
});

describe('AuthorizationArgs: CodeChallenge', () => {
  it('takes the challenge of a verifier and keeps a frozen private copy', async () => {
    const mine = { ...(await computeCodeChallenge(RFC_VERIFIER)) };
    const args = new AuthorizationArgs().setCodeChallenge(mine);
    (mine as { challenge: string }).challenge = 'changed';
    expect(args.codeChallenge).toEqual(RFC_CHALLENGE);
    expect(Object.isFrozen(args.codeChallenge)).toBe(true);
    args.setCodeChallenge(undefined);
    expect(args.codeChallenge).toBeUndefined();
  });

  it('refuses plain and malformed challenges', () => {
    const args = new AuthorizationArgs();
    invalidArgument(
      () =>
        args.setCodeChallenge({
          challenge: RFC_VERIFIER,
          method: 'plain',
        } as unknown as AuthorizationCodeChallenge),
      /S256 only/,
    );
    invalidArgument(
      () => args.setCodeChallenge({ challenge: 'short', method: 'S256' }),
      /43 base64url characters/,
    );
    invalidArgument(
      () => args.setCodeChallenge({ challenge: `${'a'.repeat(42)}=`, method: 'S256' }),
      /43 base64url/,
    );
    expect(args.codeChallenge).toBeUndefined();
  });
});

describe('AuthorizationArgs: IntegrationType', () => {
  it('takes GuildInstall and UserInstall', () => {
    const args = new AuthorizationArgs();
    expect(args.setIntegrationType(ApplicationIntegrationType.GuildInstall).integrationType).toBe(0);
    expect(args.setIntegrationType(ApplicationIntegrationType.UserInstall).integrationType).toBe(1);
    expect(args.setIntegrationType(undefined).integrationType).toBeUndefined();
  });

  it('refuses other values', () => {
    invalidArgument(
      () => new AuthorizationArgs().setIntegrationType(2 as ApplicationIntegrationType),
      /GuildInstall \(0\) or UserInstall \(1\)/,
    );
  });
});

describe('AuthorizationArgs: CustomSchemeParam', () => {
  it('takes a URI scheme', () => {
    const args = new AuthorizationArgs();
    expect(args.setCustomSchemeParam('com.example.my-game+1').customSchemeParam).toBe(
      'com.example.my-game+1',
    );
    expect(args.setCustomSchemeParam(undefined).customSchemeParam).toBeUndefined();
  });

  it.each(['mygame:', 'my/game', '1game', '', 'my game'])('refuses %j', (scheme) => {
    invalidArgument(() => new AuthorizationArgs().setCustomSchemeParam(scheme), /URI scheme/);
  });
});

describe('AuthorizationArgs: copy, move and validity', () => {
  function full(): AuthorizationArgs {
    return new AuthorizationArgs({
      clientId: 42n,
      scopes: DefaultCommunicationScopes,
      state: 'state-1',
      nonce: 'nonce-1',
      codeChallenge: RFC_CHALLENGE,
      integrationType: 1,
      customSchemeParam: 'mygame',
    });
  }
  const snapshot = (a: AuthorizationArgs) => ({
    clientId: a.clientId,
    scopes: a.scopes,
    state: a.state,
    nonce: a.nonce,
    codeChallenge: a.codeChallenge,
    integrationType: a.integrationType,
    customSchemeParam: a.customSchemeParam,
  });

  it('clone() copies every property, and the two objects change independently', () => {
    const original = full();
    const copy = original.clone();
    expect(copy).not.toBe(original);
    expect(snapshot(copy)).toEqual(snapshot(original));
    expect(copy.codeChallenge).not.toBe(original.codeChallenge);
    copy.setScopes(DefaultPresenceScopes).setState(undefined).setClientId(7n).setCodeChallenge(undefined);
    expect(original.scopes).toBe(DefaultCommunicationScopes);
    expect(original.state).toBe('state-1');
    expect(original.clientId).toBe(42n);
    expect(original.codeChallenge).toEqual(RFC_CHALLENGE);
    original.setNonce('nonce-2');
    expect(copy.nonce).toBe('nonce-1');
    expect(original.isValid() && copy.isValid()).toBe(true);
  });

  it('take() moves the contents and leaves the source invalid', () => {
    const source = full();
    const before = snapshot(source);
    const moved = source.take();
    expect(moved.isValid()).toBe(true);
    expect(snapshot(moved)).toEqual(before);
    expect(source.isValid()).toBe(false);
  });

  it.each(accessors)('a moved-from object throws INVALID_OBJECT from %s', (name, use) => {
    const source = full();
    source.take();
    expect(() => use(source)).toThrowError(
      expect.objectContaining({
        code: 'INVALID_OBJECT',
        message: expect.stringContaining(
          `AuthorizationArgs.${name} was used on an invalid object: its contents were moved out by take()`,
        ),
      }),
    );
  });

  it('isValid() is the boolean conversion, since every object is truthy', () => {
    expect(new AuthorizationArgs().isValid()).toBe(true);
    expect(AuthorizationArgs.nullobj.isValid()).toBe(false);
    expect(Boolean(AuthorizationArgs.nullobj)).toBe(true); // why isValid() exists
  });
});

describe('AuthorizationArgs.nullobj', () => {
  it('is one shared, frozen, invalid instance', () => {
    expect(AuthorizationArgs.nullobj).toBe(AuthorizationArgs.nullobj);
    expect(AuthorizationArgs.nullobj).toBeInstanceOf(AuthorizationArgs);
    expect(Object.isFrozen(AuthorizationArgs.nullobj)).toBe(true);
  });

  it.each(accessors)('throws INVALID_OBJECT from %s and stays invalid', (name, use) => {
    expect(() => use(AuthorizationArgs.nullobj)).toThrowError(
      expect.objectContaining({
        name: 'AuthError',
        code: 'INVALID_OBJECT',
        message: expect.stringContaining(
          `AuthorizationArgs.${name} was used on an invalid object: it is AuthorizationArgs.nullobj`,
        ),
      }),
    );
    expect(AuthorizationArgs.nullobj.isValid()).toBe(false);
  });

  it('the public constructor never makes another invalid object', () => {
    expect(new AuthorizationArgs(undefined).isValid()).toBe(true);
  });

  it('is made without a construction flag: objects created after it, or by its failed accessors, are valid', () => {
    expect(() => AuthorizationArgs.nullobj.clone()).toThrowError(/nullobj/);
    expect(() => AuthorizationArgs.nullobj.take()).toThrowError(/nullobj/);
    const args = new AuthorizationArgs({ scopes: DefaultCommunicationScopes });
    expect(args.isValid()).toBe(true);
    expect(args.clone().isValid()).toBe(true);
    expect(AuthorizationArgs.nullobj.isValid()).toBe(false);
  });
});
