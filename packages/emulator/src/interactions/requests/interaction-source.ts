import type { Locale } from '@slashkit/api';
import type { InteractionPlace } from '../../access/interaction-place.js';
import type { EmulatorApplication, EmulatorUser } from '../../world/world.js';

/**
 * Who interacts with which app, where, once every check has passed: what every interaction's envelope
 * (member or user, channel, permissions, locales, installations, context) is built from, whatever its type.
 */
export interface InteractionSource
  extends Pick<InteractionPlace, 'guild' | 'member' | 'channel' | 'context' | 'memberPermissions'> {
  application: EmulatorApplication;
  user: EmulatorUser;
  /** The client's language. */
  locale: Locale;
  /** `authorizing_integration_owners`. */
  owners: Record<string, string>;
  /** The app's permissions in the channel (`app_permissions`). */
  appPermissions: bigint;
}
