import type { MessageFile } from '@slashkit/rest';
import { InteractionError } from '../interaction-error.js';

/**
 * Checks and loads a message's files before anything is sent (`loadMessageFiles` of @slashkit/rest,
 * imported on first use): at most 10, each within the interaction's `attachment_size_limit`, streams read
 * once. The result holds each file's bytes (a Blob, or the Uint8Array given), so the answer (inline or
 * through REST, and any retry) sends exactly these bytes; a file over the limit rejects here, naming it, and nothing is sent.
 */
export async function loadFiles(
  files: readonly MessageFile[],
  sizeLimit: number | undefined,
  method: string,
): Promise<MessageFile[]> {
  let rest: typeof import('@slashkit/rest');
  try {
    rest = await import('@slashkit/rest');
  } catch (cause) {
    throw new InteractionError(
      'REST_UNAVAILABLE',
      `${method}(): could not load @slashkit/rest, which reads and encodes files; install it.`,
      { cause },
    );
  }
  const loaded = await rest.loadMessageFiles(files, {
    method: `${method}()`,
    ...(sizeLimit === undefined ? {} : { sizeLimit }),
  });
  return loaded.map((file) => ({
    name: file.name,
    data: file.data,
    ...(file.type === '' ? {} : { contentType: file.type }),
    ...(file.description === undefined ? {} : { description: file.description }),
  }));
}
