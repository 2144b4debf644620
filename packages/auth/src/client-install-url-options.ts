import type { InstallUrlOptions } from './create-install-url.js';

/**
 * {@link InstallUrlOptions} without what an `AuthClient` supplies (application id, authorize origin), for
 * `client.createInstallUrl`; still a guild install or a user install.
 * @example
 * const options: ClientInstallUrlOptions = { guildId: '1234567890123456789', disableGuildSelect: true };
 * @see service-facts "Installing an app and knowing who logged in"
 */
export type ClientInstallUrlOptions = InstallUrlOptions extends infer O
  ? O extends InstallUrlOptions
    ? Omit<O, 'applicationId' | 'authorizeOrigin'>
    : never
  : never;
