/** A JSON object from the network or a file: read it by own properties only (`ownValue`). */
export type JsonObject = Record<string, unknown>;

/**
 * Whether a value is a JSON object: not null, not an array. The one such check of every slashkit package
 * (bodies, frames, files, snapshots); read what it lets through with `ownValue`, never `object[key]`.
 * @example
 * if (isJsonObject(frame) && ownValue(frame, 'op') === 1) heartbeat();
 * @see DESIGN rule 17 (everything from the network is untrusted)
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
