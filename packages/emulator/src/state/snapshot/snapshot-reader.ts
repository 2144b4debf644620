import { JsonReader } from '@slashkit/api';

/** How deep a free-form part of a snapshot (a message, a payload, a command) may nest. */
export const maxSnapshotDepth = 32;

/**
 * Reads an untrusted snapshot with `@slashkit/api`'s {@link JsonReader} (own properties only, every problem
 * with its JSON path, free-form JSON bounded to {@link maxSnapshotDepth} levels); references name the
 * snapshot's world.
 */
export class SnapshotReader extends JsonReader {
  constructor() {
    super({
      maxDepth: maxSnapshotDepth,
      depthReason: "a snapshot's JSON is not that deep",
      referenceScope: "the snapshot's world",
    });
  }
}
