import type { APIInteractionResponse } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';

/**
 * How the first response leaves: inline as the HTTP answer, or posted to the callback endpoint. The promise
 * settles once it has left; edits and follow-ups wait for that. `files` (a reply or an update with files,
 * already checked and loaded) go with it: as multipart inline, or as the callback's `files`.
 */
export type RespondFunction = (
  body: APIInteractionResponse,
  files?: readonly MessageFile[],
) => void | Promise<void>;
