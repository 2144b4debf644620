import { Endpoints, GatewayCloseCodes, isJsonObject, RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { serve } from '../http/serve.js';
import {
  checkGatewaySettings,
  defaultGatewaySettings,
  type GatewaySettings,
} from '../state/gateway-settings.js';
import { type GatewayDisconnectRequest, GatewayServer } from './gateway-server.js';

/**
 * The emulated gateway: `GET /api/v10/gateway`, `GET /api/v10/gateway/bot`, the WebSocket endpoint at
 * `/gateway?v=10&encoding=json` (Hello, Identify, Heartbeat/ACK, Resume with replay, Reconnect, Invalid
 * Session), dispatch of INTERACTION_CREATE and APPLICATION_COMMAND_PERMISSIONS_UPDATE from the event bus, and
 * the admin routes under `/_emulator/gateway`. Its sessions and settings are the emulator's state
 * (`state.gateway`), its sockets the runtime's; the settings come from `startEmulator({ gateway })` (or a
 * snapshot), and `PATCH /_emulator/gateway` changes them at run time.
 * @example
 * const emu = await startEmulator({ gateway: { heartbeatIntervalMs: 100, heartbeatGraceMs: 100 } });
 * @see {@link https://discord.com/developers/docs/events/gateway | Gateway}
 */
export const gatewayFeature: EmulatorFeature = {
  name: 'gateway',
  setup(router, context) {
    const gateway = new GatewayServer(context);
    context.onReset(() => gateway.afterReset());
    context.onLoad(() => gateway.afterLoad());
    router
      .add(serve(Endpoints.getGateway, ({ url }) => jsonResponse(200, { url: gateway.urlFor(url) })))
      .add(
        serve(Endpoints.getBotGateway, ({ url, principal }) => {
          // Only a bot token may ask; Bearer tokens get the same 401 as a bad token.
          if (principal?.kind !== 'bot')
            throw new HttpError(401, RESTJSONErrorCodes.GeneralError, '401: Unauthorized');
          return jsonResponse(200, {
            url: gateway.urlFor(url),
            shards: gateway.recommendedShards(principal.application),
            session_start_limit: gateway.sessionStartLimit(principal.application.id),
          });
        }),
      )
      .add({
        method: 'GET',
        path: '/_emulator/gateway',
        handler: () => jsonResponse(200, { ...gateway.options, sessions: gateway.sessions().length }),
      })
      .add({
        method: 'PATCH',
        path: '/_emulator/gateway',
        handler: async ({ request }) => {
          const body = asObject(await readJsonBody(request));
          const changes: Partial<GatewaySettings> = {};
          for (const key of Object.keys(defaultGatewaySettings) as (keyof GatewaySettings)[]) {
            if (body[key] !== undefined) changes[key] = body[key] as number;
          }
          const unknown = Object.keys(body).filter((k) => !Object.hasOwn(defaultGatewaySettings, k));
          if (unknown.length > 0)
            throw badRequest(
              `unknown setting(s) ${unknown.join(', ')}; known: ${Object.keys(defaultGatewaySettings).join(', ')}`,
            );
          const next = { ...gateway.options, ...changes };
          const problem = checkGatewaySettings(next, 'settings');
          if (problem) throw badRequest(problem);
          Object.assign(gateway.options, next);
          return jsonResponse(200, { ...gateway.options, sessions: gateway.sessions().length });
        },
      })
      .add({
        method: 'GET',
        path: '/_emulator/gateway/sessions',
        handler: ({ url }) => {
          const applicationId = url.searchParams.get('applicationId');
          return jsonResponse(200, gateway.sessions(applicationId ? { applicationId } : {}));
        },
      })
      .add({
        method: 'POST',
        path: '/_emulator/gateway/disconnect',
        handler: async ({ request }) => {
          const text = await request.clone().text();
          const body = text.trim() === '' ? {} : asObject(await readJsonBody(request));
          const disconnected = gateway.disconnect(parseDisconnect(body));
          return jsonResponse(200, { disconnected });
        },
      });
  },
  attach(httpServer, context, attachment) {
    return new GatewayServer(context).attach(httpServer, attachment?.allowHost);
  },
};

function parseDisconnect(body: Record<string, unknown>): GatewayDisconnectRequest {
  const request: GatewayDisconnectRequest = {};
  const known = ['applicationId', 'sessionId', 'action', 'code', 'resumable'];
  const unknown = Object.keys(body).filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw badRequest(`unknown field(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  if (body.applicationId !== undefined) {
    if (typeof body.applicationId !== 'string') throw badRequest('applicationId: expected a string id');
    request.applicationId = body.applicationId;
  }
  if (body.sessionId !== undefined) {
    if (typeof body.sessionId !== 'string') throw badRequest('sessionId: expected a session id string');
    request.sessionId = body.sessionId;
  }
  if (body.action !== undefined) {
    if (body.action !== 'close' && body.action !== 'reconnect' && body.action !== 'invalid-session')
      throw badRequest('action: expected "close", "reconnect" (op 7) or "invalid-session" (op 9)');
    request.action = body.action;
  }
  if (body.code !== undefined) {
    const code = body.code;
    if (
      !Number.isInteger(code) ||
      !((code as number) === 1000 || ((code as number) >= 3000 && (code as number) <= 4999))
    )
      throw badRequest(
        `code: expected 1000 or a close code from 3000 to 4999 (e.g. ${GatewayCloseCodes.UnknownError}, ${GatewayCloseCodes.SessionTimedOut})`,
      );
    request.code = code as number;
  }
  if (body.resumable !== undefined) {
    if (typeof body.resumable !== 'boolean') throw badRequest('resumable: expected true or false');
    request.resumable = body.resumable;
  }
  return request;
}

function asObject(value: unknown): Record<string, unknown> {
  if (!isJsonObject(value)) throw badRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
}
