import { randomBytes } from 'node:crypto';

/**
 * A new interaction token for interaction `id`, shaped like the service's tokens; 48 random bytes make it
 * as unguessable as theirs. The token is a secret: only the interaction store and the payload hold it.
 */
export function newInteractionToken(id: string): string {
  return `aW50ZXJhY3Rpb246${id}:${randomBytes(48).toString('base64url')}`;
}
