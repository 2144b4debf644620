import { RESTError } from '../errors/rest-error.js';
import { importModule } from '../util/import-module.js';

/** The part of `node:fs` a path needs. */
interface NodeFs {
  openAsBlob?: (path: string, options?: { type?: string }) => Promise<Blob>;
  promises: { readFile(path: string): Promise<Uint8Array> };
}

/**
 * A file on disk as a `Blob`: `fs.openAsBlob` on Node (the bytes are read as the request streams them,
 * never held whole), else `fs.promises.readFile` where a runtime has `node:fs` without it. `node:fs` is
 * imported at run time out of sight of bundlers, so this package still bundles for Workers and browsers,
 * where a path is an error that says to pass the bytes.
 */
export async function readPathAsBlob(
  path: string,
  contentType: string | undefined,
  method: string,
  name: string,
): Promise<Blob> {
  let fs: NodeFs;
  try {
    fs = (await importModule('node:fs')) as NodeFs;
  } catch (cause) {
    throw new RESTError(
      'INVALID_ARGUMENT',
      `${method}: the data of ${JSON.stringify(name)} is a path, but this runtime has no file system (node:fs); pass the bytes as a Blob or a Uint8Array.`,
      { cause },
    );
  }
  try {
    if (typeof fs.openAsBlob === 'function')
      return await fs.openAsBlob(path, contentType === undefined ? {} : { type: contentType });
    const bytes = await fs.promises.readFile(path);
    return new Blob(
      [bytes as Uint8Array<ArrayBuffer>],
      contentType === undefined ? {} : { type: contentType },
    );
  } catch (cause) {
    throw new RESTError(
      'INVALID_ARGUMENT',
      `${method}: could not read ${JSON.stringify(path)} for ${JSON.stringify(name)} (${(cause as Error).message}); check the path, or pass the bytes.`,
      { cause },
    );
  }
}
