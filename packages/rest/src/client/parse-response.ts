import {
  type APIErrorBody,
  documentRoute,
  Endpoints,
  errorCodeHint,
  PermissionsEditHint,
} from '@slashkit/api';
import { APIError } from '../errors/api-error.js';
import { HTTPError } from '../errors/http-error.js';
import type { PreparedRequest, RawResponse } from '../pipeline/prepared-request.js';
import { redactBody } from '../util/redact-body.js';

/** What the response of a call is, once its status has been judged. */
export interface ParsedResponse<T> {
  status: number;
  body: T;
}

// Advice for a refused token: about this client's options, so it lives here rather than with the
// service's hints.
const TOKEN_HINT =
  "the token was refused: check the token option (the bot token, or a Bearer token with authPrefix: 'Bearer'), and leave the 'Bot '/'Bearer ' prefix out of it.";

const permissionsEdit = Endpoints.setGuildApplicationCommandPermissions;
const PERMISSIONS_EDIT_ROUTE = documentRoute(permissionsEdit.route);

function isErrorBody(value: unknown): value is APIErrorBody {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as APIErrorBody).code === 'number' &&
    typeof (value as APIErrorBody).message === 'string'
  );
}

function hintFor(request: PreparedRequest, status: number, code: number): string | undefined {
  const hint = errorCodeHint(code);
  if (hint !== undefined) return hint;
  if (request.route === PERMISSIONS_EDIT_ROUTE && request.method === permissionsEdit.method) {
    if (status === 401 || status === 403) return PermissionsEditHint;
  }
  return status === 401 ? TOKEN_HINT : undefined;
}

/**
 * Judges a complete response: a 2xx resolves with its JSON (`undefined` for 204 or an empty body); a JSON
 * error body becomes {@link APIError} (flattened field errors, a hint), anything else {@link HTTPError}.
 * Every secret is redacted, escaped forms included. A DELETE that was retried and finds its target gone
 * (404 with `goneCode`) has succeeded: the earlier attempt deleted it before its answer was lost.
 */
export function parseResponse<T>(
  request: PreparedRequest,
  response: RawResponse,
  goneCode: number | undefined,
): ParsedResponse<T> {
  const { status } = response;
  if (status >= 200 && status < 300) {
    if (status === 204 || response.body === '') return { status, body: undefined as T };
    try {
      return { status, body: JSON.parse(response.body) as T };
    } catch {
      throw new HTTPError({
        method: request.method,
        route: request.route,
        status,
        rawBody: redactBody(response.body, request.secrets),
      });
    }
  }
  const rawBody = redactBody(response.body, request.secrets);
  const retryAfterHeader = Number(response.header('retry-after'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    parsed = undefined;
  }
  const retryAfter = retryAfterHeader > 0 ? { retryAfter: retryAfterHeader } : {};
  if (isErrorBody(parsed)) {
    if (status === 404 && goneCode !== undefined && parsed.code === goneCode && response.attempt > 1) {
      return { status: 204, body: undefined as T };
    }
    const hint = hintFor(request, status, parsed.code);
    throw new APIError({
      method: request.method,
      route: request.route,
      status,
      body: parsed,
      rawBody,
      ...retryAfter,
      ...(hint ? { hint } : {}),
    });
  }
  throw new HTTPError({ method: request.method, route: request.route, status, rawBody, ...retryAfter });
}
