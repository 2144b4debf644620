import type { InstallUrlOptions } from './create-install-url.js';

/**
 * {@link InstallUrlOptions} without what an `AuthClient` supplies (application id, authorize origin), for
 * `client.createInstallUrl`; still a guild install or a user install.
 * @example
 * const options: ClientInstallUrlOptions = { guildId: '1234567890123456789', disableGuildSelect: true };
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export type ClientInstallUrlOptions = InstallUrlOptions extends infer O
  ? O extends InstallUrlOptions
    ? Omit<O, 'applicationId' | 'authorizeOrigin'>
    : never
  : never;
