import type { HttpError } from '../../http/http-error.js';

/**
 * One line for an error the emulator answered: its message followed by every field error as
 * `path: message`, for the reason an interaction failed.
 */
export function describeHttpError(error: HttpError): string {
  const leaves: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '_errors' && Array.isArray(value))
        for (const leaf of value as { message: string }[])
          leaves.push(`${path.join('.') || '(body)'}: ${leaf.message}`);
      else walk(value, [...path, key]);
    }
  };
  walk(error.errors, []);
  return leaves.length > 0 ? `${error.message} — ${leaves.join('; ')}` : error.message;
}
