import { InteractionError } from '../interaction-error.js';
import type { InteractionRestClient } from './interaction-rest-client.js';

/** Options passed to `new REST(...)` when the handler creates its own client. */
export interface LazyRestOptions {
  /** The API base URL, e.g. the emulator's `http://127.0.0.1:port/api/v10`. */
  baseUrl?: string;
}

// A variable specifier keeps bundlers and the type checker from pulling @slashkit/rest (and undici) into
// the import graph: it loads on the first follow-up, edit or callback, never on import.
const restSpecifier = '@slashkit/rest';

/** Imports @slashkit/rest on first use and builds a client; rejects with REST_UNAVAILABLE if it cannot. */
export async function loadRestClient(options: LazyRestOptions): Promise<InteractionRestClient> {
  try {
    const mod = (await import(/* @vite-ignore */ restSpecifier)) as {
      REST: new (options: LazyRestOptions) => InteractionRestClient;
    };
    return new mod.REST(options);
  } catch (cause) {
    throw new InteractionError(
      'REST_UNAVAILABLE',
      'Could not load @slashkit/rest for a follow-up, edit or callback; install it or pass a client as the `rest` option of createInteractionHandler.',
      { cause },
    );
  }
}
