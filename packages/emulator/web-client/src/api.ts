/** An answer of the admin API: the status and the parsed JSON body (status 0: the emulator was not reached). */
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

/** What the page says once the emulator cannot be reached (its process stopped). */
export const stoppedText = 'The emulator has stopped — restart it and reload this page.';

/** The event the window gets, once, when a request or the event stream finds the emulator gone. */
export const stoppedEvent = 'emulator-stopped';

let stopped = false;

/** Whether the emulator was found gone: views keep what the user typed instead of closing. */
export function emulatorStopped(): boolean {
  return stopped;
}

/** Records that the emulator is gone and tells the page (once), which shows its banner. */
export function markStopped(): void {
  if (stopped) return;
  stopped = true;
  window.dispatchEvent(new Event(stoppedEvent));
}

/**
 * Calls the emulator (same origin). Never throws: HTTP errors come back as answers the caller shows as a user
 * would; a request that reaches nothing (the emulator stopped) comes back as status 0 with
 * {@link stoppedText}, after {@link markStopped}, so no button is left waiting.
 */
export async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { ...own, ...headers }
          : { ...own, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    text = await response.text();
  } catch {
    markStopped();
    return { ok: false, status: 0, data: { message: stoppedText } as T };
  }
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
