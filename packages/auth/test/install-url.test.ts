import { ApplicationIntegrationType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { AuthError, createInstallUrl } from '../src/index.js';

const APP = '1250000000000000001';

describe('createInstallUrl (service-facts "Installing an app")', () => {
  it('builds a guild install by default: bot applications.commands, integration_type 0, on discord.com', () => {
    const url = new URL(createInstallUrl({ applicationId: APP, permissions: 2048n }));
    expect(url.origin + url.pathname).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: APP,
      scope: 'bot applications.commands',
      integration_type: '0',
      permissions: '2048',
    });
  });

  it('builds a user install with applications.commands only', () => {
    const url = new URL(
      createInstallUrl({ applicationId: APP, integrationType: ApplicationIntegrationType.UserInstall }),
    );
    expect(url.searchParams.get('scope')).toBe('applications.commands');
    expect(url.searchParams.get('integration_type')).toBe('1');
  });

  it('adds response_type, redirect_uri and state with a redirect', () => {
    const url = new URL(
      createInstallUrl({ applicationId: APP, redirectUri: 'https://example.com/done', state: 's1' }),
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('https://example.com/done');
    expect(url.searchParams.get('state')).toBe('s1');
  });

  it.each([
    [
      'a negative permission set',
      { applicationId: APP, permissions: -1n },
      /permissions must be a non-negative bit set/,
    ],
    ['disableGuildSelect without guildId', { applicationId: APP, disableGuildSelect: true }, /needs guildId/],
    ['no scope', { applicationId: APP, scopes: [] }, /bot and\/or applications.commands/],
    ['a malformed application id', { applicationId: 'app' }, /applicationId must be a snowflake/],
  ])('refuses %s', (_name, options, message) => {
    expect(() => createInstallUrl(options as never)).toThrow(AuthError);
    expect(() => createInstallUrl(options as never)).toThrow(message);
  });

  it('refuses bot on a user install at run time too', () => {
    expect(() =>
      createInstallUrl({ applicationId: APP, integrationType: 1, scopes: ['bot'] as never }),
    ).toThrow(/A user install cannot add a bot/);
  });
});
