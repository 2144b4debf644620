import { createHash } from 'node:crypto';
import type { RESTPostAPIGuildRoleJSONBody } from '@slashkit/api';
import type { EmulatorRole } from '../world/world.js';

/**
 * The style fields of a role that a create or edit body sets: the secondary and tertiary colours of
 * `colors`, the icon (stored as a hash of its image data) and the unicode emoji. Only what the body names
 * (null resets).
 */
export function roleStyleOf(body: RESTPostAPIGuildRoleJSONBody): Partial<EmulatorRole> {
  const style: Partial<EmulatorRole> = {};
  if (body.colors === null) {
    style.secondaryColor = null;
    style.tertiaryColor = null;
  } else if (body.colors) {
    style.secondaryColor = body.colors.secondary_color ?? null;
    style.tertiaryColor = body.colors.tertiary_color ?? null;
  }
  if (body.icon !== undefined) style.icon = body.icon === null ? null : imageHash(body.icon);
  if (body.unicode_emoji !== undefined) style.unicodeEmoji = body.unicode_emoji;
  return style;
}

// An image's hash as the service names uploaded images: 32 hex digits (here, the MD5 of its data).
function imageHash(data: string): string {
  return createHash('md5').update(data).digest('hex');
}
