import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APIBasePath,
  isSecretRouteParameter,
  Routes,
  RouteTemplates,
  redactRoutePath,
} from '../src/index.js';

describe('route templates', () => {
  it('are the Routes paths with named parameters, one per route', () => {
    expect(Object.keys(RouteTemplates)).toEqual(Object.keys(Routes));
    expect(RouteTemplates.applicationGuildCommands).toBe(
      '/applications/:applicationId/guilds/:guildId/commands',
    );
    expect(RouteTemplates.applicationCommandPermissions).toBe(
      '/applications/:applicationId/guilds/:guildId/commands/:commandId/permissions',
    );
    expect(RouteTemplates.interactionCallback).toBe(
      '/interactions/:interactionId/:interactionToken/callback',
    );
    expect(RouteTemplates.webhookMessage).toBe(
      '/webhooks/:applicationId/:interactionToken/messages/:messageId',
    );
    expect(RouteTemplates.gatewayBot).toBe('/gateway/bot');
    expect(APIBasePath).toBe('/api/v10');
  });

  it('keep their literal types, so a router can read the parameter names', () => {
    expectTypeOf(RouteTemplates.webhook).toEqualTypeOf<'/webhooks/:applicationId/:interactionToken'>();
    expectTypeOf(
      Routes.applicationCommands('1' as string),
    ).toEqualTypeOf<`/applications/${string}/commands`>();
  });

  it('mark the interaction token as the secret parameter', () => {
    expect(isSecretRouteParameter('interactionToken')).toBe(true);
    expect(isSecretRouteParameter('interactionId')).toBe(false);
  });
});

describe('redactRoutePath', () => {
  it('replaces the token of callbacks and webhooks with [REDACTED]', () => {
    expect(redactRoutePath('/api/v10/interactions/1/abc.def/callback')).toBe(
      '/api/v10/interactions/1/[REDACTED]/callback',
    );
    expect(redactRoutePath('/api/v10/webhooks/1/abc.def/messages/@original')).toBe(
      '/api/v10/webhooks/1/[REDACTED]/messages/@original',
    );
    expect(redactRoutePath('/api/v10/applications/1/guilds/2/commands')).toBe(
      '/api/v10/applications/1/guilds/2/commands',
    );
  });

  it('finds the route anywhere, whatever the case, encoding or doubled slashes', () => {
    expect(redactRoutePath('/api/WEBHOOKS//1/secret')).toBe('/api/WEBHOOKS//1/[REDACTED]');
    expect(redactRoutePath('/x/%77ebhooks/1/secret/messages/2')).toBe(
      '/x/%77ebhooks/1/[REDACTED]/messages/2',
    );
    expect(redactRoutePath('/webhooks/1')).toBe('/webhooks/1');
  });
});
