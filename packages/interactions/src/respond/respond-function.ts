import type { APIInteractionResponse } from '@slashkit/api';

/**
 * How the first response leaves: inline as the HTTP answer, or posted to the callback endpoint. The promise
 * settles once it has left; edits and follow-ups wait for that.
 */
export type RespondFunction = (body: APIInteractionResponse) => void | Promise<void>;
