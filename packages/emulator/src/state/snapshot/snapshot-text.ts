import type { StoredFile } from '../attachment-store.js';
import type { EmulatorSnapshot } from './emulator-snapshot.js';
import type { CapturedState } from './export-state.js';

/** Bytes of a file encoded at a time: a multiple of 3, so the base64 pieces join into the file's base64. */
const bytesPerPiece = 3 * 1024 * 1024;

/**
 * The JSON text of a snapshot, piece by piece, exactly as `JSON.stringify(snapshot, null, indent)` writes
 * it: each entry of a part that is a list is its own piece, and the bytes of a captured file are encoded a
 * few MiB at a time, so neither the whole text nor a whole part is ever one string (a state with hundreds
 * of MiB of files is longer than the longest string a JavaScript engine holds).
 */
export function* snapshotPieces(
  snapshot: EmulatorSnapshot | CapturedState,
  indent: 0 | 2 = 0,
): Generator<string> {
  const inner = newline(indent, 1);
  const entry = newline(indent, 2);
  const colon = indent ? ': ' : ':';
  yield '{';
  let first = true;
  for (const [key, value] of Object.entries(snapshot)) {
    if (value === undefined) continue;
    yield `${first ? '' : ','}${inner}${JSON.stringify(key)}${colon}`;
    first = false;
    if (!Array.isArray(value) || value.length === 0) {
      yield nested(JSON.stringify(value, null, indent), indent, 1);
      continue;
    }
    yield '[';
    for (const [index, item] of (value as unknown[]).entries()) {
      yield `${index === 0 ? '' : ','}${entry}`;
      if (isStoredFile(item)) yield* filePieces(item, indent);
      else yield nested(JSON.stringify(item, null, indent) ?? 'null', indent, 2);
    }
    yield `${inner}]`;
  }
  yield newline(indent, 0);
  yield '}';
}

/** A captured file as a snapshot entry (`EmulatorAttachment`), its base64 written piece by piece. */
function* filePieces(file: StoredFile, indent: 0 | 2): Generator<string> {
  const field = newline(indent, 3);
  const colon = indent ? ': ' : ':';
  const head = { id: file.id, filename: file.filename, contentType: file.contentType };
  for (const [key, value] of Object.entries(head))
    yield `${key === 'id' ? '{' : ','}${field}${JSON.stringify(key)}${colon}${JSON.stringify(value)}`;
  yield `,${field}"size"${colon}${file.bytes.byteLength},${field}"data"${colon}"`;
  const { buffer, byteOffset, byteLength } = file.bytes;
  for (let at = 0; at < byteLength; at += bytesPerPiece)
    yield Buffer.from(buffer, byteOffset + at, Math.min(bytesPerPiece, byteLength - at)).toString('base64');
  yield `",${field}"createdAt"${colon}${JSON.stringify(file.createdAt)}${newline(indent, 2)}}`;
}

function isStoredFile(value: unknown): value is StoredFile {
  return typeof value === 'object' && value !== null && (value as StoredFile).bytes instanceof Uint8Array;
}

/** A line break and the indentation of `depth` levels, or nothing for compact JSON. */
function newline(indent: number, depth: number): string {
  return indent ? `\n${' '.repeat(indent * depth)}` : '';
}

/** JSON text written at `depth` levels: its own line breaks indented to match (JSON strings hold none). */
function nested(text: string, indent: number, depth: number): string {
  return indent ? text.replaceAll('\n', newline(indent, depth)) : text;
}

/** Pieces of text joined into pieces of at least `size` characters (fewer writes for a file or a socket). */
export function* batched(pieces: Iterable<string>, size = 64 * 1024): Generator<string> {
  let held: string[] = [];
  let length = 0;
  for (const piece of pieces) {
    held.push(piece);
    length += piece.length;
    if (length >= size) {
      yield held.join('');
      held = [];
      length = 0;
    }
  }
  if (length > 0) yield held.join('');
}
