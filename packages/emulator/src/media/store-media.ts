import type { DecodedImage } from '@slashkit/api/validation';
import type { EmulatorContext } from '../runtime/emulator-context.js';

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'application/json': 'json',
};

/**
 * Keeps the bytes of an avatar, emoji, sticker or sound in the state's file store under `id` (the emoji's,
 * sticker's or sound's id, or a new hash for an avatar), named after its type as its bytes say, so
 * snapshots carry it and the CDN routes serve it. Replaces what was stored under `id` before.
 */
export function storeMedia(
  context: EmulatorContext,
  id: string,
  media: Pick<DecodedImage, 'contentType' | 'bytes'> | { contentType: 'application/json'; bytes: Uint8Array },
): void {
  context.state.attachments.add({
    id,
    filename: `${id}.${extensions[media.contentType] ?? 'bin'}`,
    contentType: media.contentType,
    bytes: media.bytes,
    createdAt: context.clock.now(),
  });
}

/** Forgets stored media (an avatar replaced, an emoji deleted); nothing happens for null. */
export function dropMedia(context: EmulatorContext, id: string | null): void {
  if (id !== null) context.state.attachments.delete(id);
}

/**
 * Puts a new image in place of the one kept under `current` (a bot's avatar, an app's icon): the old file is
 * dropped and the new one stored under a new hash (`a_` first when it moves, as the service names animated
 * images); null only drops it. Answers the hash to keep, or null.
 */
export function replaceMedia(
  context: EmulatorContext,
  current: string | null,
  image: DecodedImage | null,
): string | null {
  dropMedia(context, current);
  if (image === null) return null;
  const hash = `${image.animated ? 'a_' : ''}${context.nextId()}`;
  storeMedia(context, hash, image);
  return hash;
}
