import type { Snowflake } from '@slashkit/api';

/** A file the emulator holds: uploaded with a message or an interaction response, or as an option value. */
export interface EmulatorAttachment {
  id: Snowflake;
  filename: string;
  /** The media type, when the upload said one. */
  contentType: string | null;
  /** Size in bytes. */
  size: number;
  /** The bytes, base64-encoded (snapshots are JSON). */
  data: string;
  /** Emulator time (epoch ms) it was stored. */
  createdAt: number;
}

/**
 * The files of the emulated world, by id, in the order they were stored: part of the state, so snapshots
 * carry them with the messages that point at them.
 */
export class AttachmentStore {
  readonly #files = new Map<Snowflake, EmulatorAttachment>();

  /** A store holding the files of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(files: readonly EmulatorAttachment[]): AttachmentStore {
    const store = new AttachmentStore();
    for (const file of files) store.add({ ...file });
    return store;
  }

  /** Stores a file (replacing one with the same id). */
  add(file: EmulatorAttachment): EmulatorAttachment {
    this.#files.set(file.id, file);
    return file;
  }

  /** One file by id. */
  get(id: Snowflake): EmulatorAttachment | undefined {
    return this.#files.get(id);
  }

  /** Removes a file; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#files.delete(id);
  }

  /** Every file as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorAttachment[] {
    return [...this.#files.values()].map((file) => ({ ...file }));
  }
}
