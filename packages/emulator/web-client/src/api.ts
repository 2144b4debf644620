/** An answer of the admin API: the status and the parsed JSON body. */
export interface Answer<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
}

/**
 * Marks the page's requests as the emulator's own: the admin API refuses a POST that is neither JSON nor
 * marked (one a page of another origin could send). The same name as the emulator's `emulatorRequestHeader`.
 */
export const own: Readonly<Record<string, string>> = { 'x-slashkit-emulator': '1' };

/** Calls the emulator (same origin). Never throws on HTTP errors: the caller shows them as a user would. */
export async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(path, {
    method,
    headers:
      body === undefined
        ? { ...own, ...headers }
        : { ...own, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  return { ok: response.ok, status: response.status, data: data as T };
}

/** The refusal or error body of the admin API. */
export interface ErrorBody {
  message?: string;
  reason?: string;
  code?: number;
}
