import {
  ApplicationIntegrationType,
  type OAuth2IdTokenClaims,
  type RESTGetAPICurrentUserResult,
} from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import { AuthClient, createInstallUrl, type InstallUrlOptions } from '../src/index.js';

describe('install URL and identity types', () => {
  it('refuses guild-only options on a user install', () => {
    createInstallUrl({ applicationId: '1', permissions: 8n, guildId: '2', disableGuildSelect: true });
    createInstallUrl({ applicationId: '1', integrationType: ApplicationIntegrationType.UserInstall });
    // @ts-expect-error a user install has no bot permissions
    createInstallUrl({
      applicationId: '1',
      integrationType: ApplicationIntegrationType.UserInstall,
      permissions: 8n,
    });
    // @ts-expect-error a user install cannot add the bot
    createInstallUrl({
      applicationId: '1',
      integrationType: ApplicationIntegrationType.UserInstall,
      scopes: ['bot'],
    });
    const client = new AuthClient({ applicationId: '1' });
    client.createInstallUrl({ guildId: '2' });
    // @ts-expect-error the client supplies the application id
    client.createInstallUrl({ applicationId: '1' });
    expectTypeOf<InstallUrlOptions['integrationType']>().toEqualTypeOf<0 | 1 | undefined>();
  });

  it('types who logged in', () => {
    const client = new AuthClient();
    expectTypeOf(client.getCurrentUser('t')).resolves.toEqualTypeOf<RESTGetAPICurrentUserResult>();
    expectTypeOf(client.verifyIdToken('t')).resolves.toEqualTypeOf<OAuth2IdTokenClaims>();
    expectTypeOf<OAuth2IdTokenClaims['sub']>().toEqualTypeOf<string>();
  });
});
