import { type BodyCheck, checkBody, type Deviation } from './check-body.js';
import { checkMultipart } from './check-multipart.js';
import { errorBody, operationKey, operations, rateLimitedBody } from './operations.js';

/** One request to the emulator's API and its answer, as they crossed the socket. */
export interface Exchange {
  /** Who built the request: `sdk` (@slashkit/rest, checked against the request schemas) or `raw`. */
  readonly by: 'sdk' | 'raw';
  readonly method: string;
  readonly url: URL;
  readonly requestHeaders: Headers;
  readonly requestBody: string | undefined;
  /** A `multipart/form-data` request body (a message with files), as a parser reads it back. */
  readonly requestForm?: FormData;
  readonly status: number;
  readonly responseBody: string;
}

/** The answer of {@link checkExchange}: the table row, and every deviation on either side. */
export interface ExchangeCheck {
  /** `METHOD template`, or undefined when the table has no row for the request. */
  readonly operation: string | undefined;
  readonly deviations: (Deviation & { side: 'request' | 'response' })[];
  readonly excused: string[];
}

/**
 * A fetch that records every exchange in `log` (the answer is read from a clone, so the caller still
 * reads it). Give it to @slashkit/rest through `fetchTransport({ fetch })`, or call it directly. A body
 * that is not a string (`FormData`, bytes) is encoded as fetch encodes it, and a multipart one is read
 * back by the runtime's parser into `requestForm`, with the `Content-Type` fetch sends.
 */
export function recordingFetch(log: Exchange[], by: Exchange['by']) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const requestHeaders = new Headers(init.headers);
    let requestForm: FormData | undefined;
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      const encoded = new Request(String(input), {
        method: init.method ?? 'POST',
        headers: init.headers ?? {},
        body: init.body,
      });
      const type = encoded.headers.get('content-type');
      if (type !== null) requestHeaders.set('content-type', type);
      if (type?.startsWith('multipart/form-data')) requestForm = await encoded.formData();
    }
    const response = await fetch(input, init);
    log.push({
      by,
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      requestHeaders,
      requestBody: typeof init.body === 'string' ? init.body : undefined,
      ...(requestForm ? { requestForm } : {}),
      status: response.status,
      responseBody: await response.clone().text(),
    });
    return response;
  };
}

/** Checks one exchange against the table: the answer's status and body, and what the SDK sent. */
export function checkExchange(exchange: Exchange, apiPath = '/api/v10'): ExchangeCheck {
  const path = exchange.url.pathname.slice(apiPath.length);
  const operation = operationKey(exchange.method, path);
  const row = operation === undefined ? undefined : operations[operation];
  const deviations: ExchangeCheck['deviations'] = [];
  const excused: string[] = [];
  const add = (side: 'request' | 'response', check: BodyCheck) => {
    deviations.push(...check.deviations.map((d) => ({ ...d, side })));
    excused.push(...check.excused);
  };
  const fail = (side: 'request' | 'response', expected: string, got: string) =>
    deviations.push({ side, path: '$', expected, got });
  if (!row) {
    fail('response', 'an operation of the table', `${exchange.method} ${path}`);
    return { operation, deviations, excused };
  }

  if (exchange.by === 'sdk') {
    for (const key of exchange.url.searchParams.keys()) {
      if (!row.query?.includes(key)) fail('request', 'a documented query parameter', `?${key}`);
    }
    if (row.request && exchange.requestForm) {
      const type = exchange.requestHeaders.get('content-type') ?? '';
      if (!/^multipart\/form-data; boundary=/.test(type))
        fail('request', 'content-type multipart/form-data with a boundary', type);
      add('request', checkMultipart(row.request, exchange.requestForm));
    } else if (row.request && exchange.requestBody === undefined) fail('request', 'a JSON body', 'no body');
    else if (row.request && exchange.requestBody !== undefined) {
      const type = exchange.requestHeaders.get('content-type') ?? '';
      if (!type.startsWith('application/json')) fail('request', 'content-type application/json', type);
      add('request', checkBody(row.request, JSON.parse(exchange.requestBody), { side: 'request' }));
    }
  }

  const { status } = exchange;
  const schema =
    status === 429
      ? rateLimitedBody
      : status >= 400 && status < 500
        ? (row.errors ?? errorBody)
        : row.responses[status];
  if (schema === undefined) {
    fail('response', `a status of ${Object.keys(row.responses).join(', ') || 'none'} or 4xx`, String(status));
  } else if (schema === null) {
    if (exchange.responseBody !== '') fail('response', 'no body', exchange.responseBody.slice(0, 80));
  } else {
    let body: unknown;
    try {
      body = JSON.parse(exchange.responseBody);
    } catch {
      fail('response', 'a JSON body', exchange.responseBody.slice(0, 80) || 'no body');
      return { operation, deviations, excused };
    }
    add('response', checkBody(schema, body, { side: 'response', status }));
  }
  return { operation, deviations, excused };
}

/** One line per deviation: `response $.author.flags: expected number, got missing`. */
export function describeDeviations(check: ExchangeCheck): string {
  return check.deviations.map((d) => `${d.side} ${d.path}: expected ${d.expected}, got ${d.got}`).join('\n');
}
