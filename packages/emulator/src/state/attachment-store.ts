import type { Snowflake } from '@slashkit/api';

/**
 * A file the emulator holds, as a snapshot carries it: uploaded with a message or an interaction response,
 * or for an ATTACHMENT option.
 */
export interface EmulatorAttachment {
  id: Snowflake;
  filename: string;
  /** The media type, when the upload said one or the emulator recognised it. */
  contentType: string | null;
  /** Size in bytes. */
  size: number;
  /** The bytes, base64-encoded (snapshots are JSON). */
  data: string;
  /** Emulator time (epoch ms) it was stored. */
  createdAt: number;
}

/** A file as the store holds it: its bytes as they are. */
export interface StoredFile {
  id: Snowflake;
  filename: string;
  contentType: string | null;
  bytes: Uint8Array;
  /** Emulator time (epoch ms) it was stored. */
  createdAt: number;
}

/**
 * The files of the emulated world, by id, in the order they were stored: part of the state, so snapshots
 * carry them (base64) with the messages that point at them. The bytes are kept as they came and served
 * at `/_emulator/attachments/{id}/{filename}`.
 */
export class AttachmentStore {
  readonly #files = new Map<Snowflake, StoredFile>();

  /** A store holding the files of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(files: readonly EmulatorAttachment[]): AttachmentStore {
    const store = new AttachmentStore();
    for (const file of files) {
      const bytes = Buffer.from(file.data, 'base64');
      store.add({
        id: file.id,
        filename: file.filename,
        contentType: file.contentType,
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        createdAt: file.createdAt,
      });
    }
    return store;
  }

  /** Stores a file (replacing one with the same id). */
  add(file: StoredFile): StoredFile {
    this.#files.set(file.id, file);
    return file;
  }

  /** One file by id. */
  get(id: Snowflake): StoredFile | undefined {
    return this.#files.get(id);
  }

  /** Removes a file; returns whether it existed. */
  delete(id: Snowflake): boolean {
    return this.#files.delete(id);
  }

  /** How many files the store holds. */
  get size(): number {
    return this.#files.size;
  }

  /**
   * Every file, oldest first: copies of the entries, sharing the bytes (which no one changes in place), so
   * a snapshot written out piece by piece encodes each file only when it gets to it.
   */
  files(): StoredFile[] {
    return [...this.#files.values()].map((file) => ({ ...file }));
  }

  /** Every file as plain JSON (copies, bytes in base64), oldest first: the store's snapshot. */
  snapshot(): EmulatorAttachment[] {
    return this.files().map(snapshotFile);
  }
}

/** A stored file as a snapshot carries it: its bytes in base64. */
export function snapshotFile(file: StoredFile): EmulatorAttachment {
  return {
    id: file.id,
    filename: file.filename,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString('base64'),
    createdAt: file.createdAt,
  };
}
