import { isJsonObject, isSnowflake, ownValue, RESTJSONErrorCodes } from '@slashkit/api';
import { checkInteractionsEndpoint } from '../app-endpoints/check-interactions-endpoint.js';
import { guildMembershipEvent } from '../events/guild-events.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import { authorizationCodeScopes } from '../oauth/authorization-code-scopes.js';
import { clientCredentialsScopes } from '../oauth/client-credentials-grant.js';
import { settleSubscriptions } from '../premium/subscription-changes.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { rateLimitProfiles } from '../state/rate-limit-profile.js';
import { archiveIdleThreads } from '../threads/auto-archive.js';
import { buildApplication } from '../world/build-world.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * Scopes `POST /_emulator/tokens` may put on a token: any a user may grant on the authorize page or an app
 * may take by client credentials.
 */
const knownScopes: readonly string[] = Object.freeze([
  ...new Set([...Object.keys(authorizationCodeScopes), ...clientCredentialsScopes]),
]);

/**
 * The admin API under `/_emulator`: read the world, reset it, move the clock, add or change applications,
 * issue Bearer tokens for users, read the event log and switch the rate-limit profile. No authentication:
 * the emulator is a local tool.
 */
export const adminFeature: EmulatorFeature = {
  name: 'admin',
  setup(router) {
    router
      .add({
        method: 'GET',
        path: '/_emulator/world',
        handler: ({ emulator }) => jsonResponse(200, emulator.state.world),
      })
      .add({
        method: 'POST',
        path: '/_emulator/reset',
        handler: ({ emulator }) => {
          emulator.reset();
          emulator.log('world reset to its seed');
          return jsonResponse(200, emulator.state.world);
        },
      })
      .add({
        method: 'GET',
        path: '/_emulator/clock',
        handler: ({ emulator }) => jsonResponse(200, { now: emulator.clock.now() }),
      })
      .add({
        method: 'POST',
        path: '/_emulator/clock',
        handler: async ({ request, emulator }) => {
          const body = asObject(await readJsonBody(request), 'clock');
          if (typeof body.advanceMs === 'number' && body.now === undefined) {
            if (!Number.isFinite(body.advanceMs) || body.advanceMs < 0) {
              throw badRequest('advanceMs must be a non-negative number of milliseconds');
            }
            const since = emulator.clock.now();
            const now = emulator.clock.advance(body.advanceMs);
            // Subscriptions renew and end as the clock passes their periods; idle threads archive.
            settleSubscriptions(emulator);
            archiveIdleThreads(emulator, since);
            return jsonResponse(200, { now });
          }
          if (typeof body.now === 'number' && body.advanceMs === undefined && Number.isFinite(body.now)) {
            const since = emulator.clock.now();
            const now = emulator.clock.set(body.now);
            settleSubscriptions(emulator);
            archiveIdleThreads(emulator, since);
            return jsonResponse(200, { now });
          }
          throw badRequest(
            'POST /_emulator/clock takes exactly one of { "advanceMs": number } or { "now": epochMs }',
          );
        },
      })
      .add({
        method: 'POST',
        path: '/_emulator/applications',
        handler: async ({ request, emulator }) => {
          const body = asObject(await readJsonBody(request), 'application');
          if (typeof body.name !== 'string' || body.name.length === 0)
            throw badRequest('name: a non-empty string is required');
          const ownerId = body.ownerId ?? emulator.state.world.guild.ownerId;
          if (typeof ownerId !== 'string' || !emulator.findUser(ownerId))
            throw badRequest(`ownerId: no user ${JSON.stringify(ownerId)} in the world`);
          const id = emulator.nextId();
          const application = buildApplication(
            { id, name: body.name, ownerId },
            emulator.state.world.guilds.map((g) => g.id),
          );
          applySettings(application, body, emulator);
          emulator.addApplication(application);
          emulator.log(`application ${id} (${application.name}) created`);
          return jsonResponse(201, application);
        },
      })
      .add(
        localRoute({
          method: 'PATCH',
          path: '/_emulator/applications/:applicationId',
          handler: async ({ request, params, emulator }) => {
            const application = emulator.findApplication(params.applicationId);
            if (!application) {
              throw new HttpError(
                404,
                RESTJSONErrorCodes.UnknownApplication,
                `Unknown Application: no application ${params.applicationId} in the world`,
              );
            }
            const body = asObject(await readJsonBody(request), 'application');
            // Probed before anything changes: like the service, a URL failing its PING checks is not saved.
            const endpoint =
              body.interactionsEndpointUrl === undefined
                ? undefined
                : await checkInteractionsEndpoint(emulator, application, body.interactionsEndpointUrl);
            if (body.name !== undefined) {
              if (typeof body.name !== 'string' || body.name.length === 0)
                throw badRequest('name: expected a non-empty string');
              application.name = body.name;
            }
            applySettings(application, body, emulator);
            if (endpoint !== undefined) application.interactionsEndpointUrl = endpoint;
            emulator.applicationChanged(application);
            return jsonResponse(200, application);
          },
        }),
      )
      .add({
        method: 'POST',
        path: '/_emulator/tokens',
        handler: async ({ request, emulator }) => {
          const body = asObject(await readJsonBody(request), 'token');
          const user = typeof body.userId === 'string' ? emulator.findUser(body.userId) : undefined;
          if (!user)
            throw badRequest(
              `userId: no user ${JSON.stringify(body.userId)} in the world; see GET /_emulator/world`,
            );
          const applicationId = body.applicationId ?? emulator.state.world.application.id;
          if (typeof applicationId !== 'string' || !emulator.findApplication(applicationId)) {
            throw badRequest(`applicationId: no application ${JSON.stringify(applicationId)} in the world`);
          }
          if (
            !Array.isArray(body.scopes) ||
            body.scopes.length === 0 ||
            body.scopes.some((s) => typeof s !== 'string')
          ) {
            throw badRequest(
              'scopes: a non-empty array of scope strings is required, e.g. ["applications.commands.permissions.update"]',
            );
          }
          const unknown = (body.scopes as string[]).filter((s) => !knownScopes.includes(s));
          if (unknown.length > 0)
            throw badRequest(
              `scopes: unknown scope(s) ${unknown.join(', ')}; known: ${knownScopes.join(', ')}`,
            );
          let lifetimeMs: number | undefined;
          if (body.expiresInMs !== undefined) {
            if (typeof body.expiresInMs !== 'number' || !(body.expiresInMs > 0))
              throw badRequest('expiresInMs: expected a positive number');
            lifetimeMs = body.expiresInMs;
          }
          const token = emulator.state.tokens.issue({
            applicationId,
            userId: user.id,
            scopes: body.scopes as string[],
            grant: 'admin',
            ...(lifetimeMs === undefined ? {} : { lifetimeMs }),
          });
          return jsonResponse(200, emulator.state.tokens.toResponse(token), { 'cache-control': 'no-store' });
        },
      })
      .add({
        method: 'GET',
        path: '/_emulator/events',
        handler: ({ url, emulator }) => {
          const after = url.searchParams.get('after');
          const type = url.searchParams.get('type');
          return jsonResponse(
            200,
            emulator.events.list({
              ...(after !== null && Number.isFinite(Number(after)) ? { afterSeq: Number(after) } : {}),
              ...(type ? { type } : {}),
            }),
          );
        },
      })
      .add({
        method: 'POST',
        path: '/_emulator/rate-limits',
        handler: async ({ request, emulator }) => {
          const body = asObject(await readJsonBody(request), 'rate-limits');
          // Own properties only: `constructor` or `__proto__` is no profile.
          const profile =
            typeof body.profile === 'string' ? ownValue(rateLimitProfiles, body.profile) : undefined;
          if (!profile) throw badRequest('profile: expected "on", "off" or "strict"');
          emulator.state.limits.setProfile(profile);
          return jsonResponse(200, { profile: profile.name });
        },
      });
  },
};

function applySettings(
  application: EmulatorApplication,
  body: Record<string, unknown>,
  emulator: EmulatorContext,
): void {
  if (body.flags !== undefined) {
    if (!Number.isInteger(body.flags) || (body.flags as number) < 0)
      throw badRequest('flags: expected a non-negative integer bit set (EMBEDDED = 131072)');
    application.flags = body.flags as number;
  }
  if (body.discoverable !== undefined) {
    if (typeof body.discoverable !== 'boolean') throw badRequest('discoverable: expected true or false');
    application.discoverable = body.discoverable;
  }
  if (body.integrationTypes !== undefined) {
    const types = body.integrationTypes;
    if (!Array.isArray(types) || types.length === 0 || types.some((t) => t !== 0 && t !== 1)) {
      throw badRequest(
        'integrationTypes: expected a non-empty array of 0 (guild install) and/or 1 (user install)',
      );
    }
    application.integrationTypes = [...new Set(types as (0 | 1)[])].sort();
  }
  if (body.redirectUris !== undefined) {
    const uris = body.redirectUris;
    if (!Array.isArray(uris) || uris.some((u) => typeof u !== 'string' || !URL.canParse(u))) {
      throw badRequest('redirectUris: expected an array of absolute URLs');
    }
    application.redirectUris = [...(uris as string[])];
  }
  if (body.guildIds !== undefined) {
    const ids = body.guildIds;
    if (
      !Array.isArray(ids) ||
      ids.some((id) => typeof id !== 'string' || !isSnowflake(id) || !emulator.findGuild(id))
    ) {
      throw badRequest('guildIds: expected an array of ids of guilds in the world');
    }
    const before = application.guildIds;
    application.guildIds = [...new Set(ids as string[])];
    // The bot joins and leaves as an install and a removal would: its gateway sessions hear of it.
    for (const id of application.guildIds)
      if (!before.includes(id)) emulator.events.publish(guildMembershipEvent('CREATE', application.id, id));
    for (const id of before)
      if (!application.guildIds.includes(id))
        emulator.events.publish(guildMembershipEvent('DELETE', application.id, id));
  }
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (!isJsonObject(value)) throw badRequest(`the ${what} body must be a JSON object`);
  return value as Record<string, unknown>;
}
