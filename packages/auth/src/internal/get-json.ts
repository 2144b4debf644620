import type { ApiCallOptions } from '../api-call-options.js';
import { sendJson } from './send-json.js';

/**
 * GETs a JSON document, with a Bearer token when given; answers the parsed body of a 2xx answer, else throws
 * {@link AuthApiError} (or `NETWORK_ERROR`). The token never appears in errors or log lines.
 */
export function getJson(url: string, options: ApiCallOptions, bearer?: string): Promise<unknown> {
  return sendJson(url, options, { method: 'GET', bearer });
}
