/**
 * Scopes a user can grant through the authorize page. `applications.commands.update` is missing on
 * purpose: the service gives it to client credentials only; `bot` needs a guild install, which the emulator
 * does through its world instead.
 * @see service-facts "OAuth2"
 */
export const authorizationCodeScopes: ReadonlyMap<string, string> = new Map([
  ['identify', 'Know your username, avatar and banner'],
  ['email', 'Know your email address'],
  ['connections', 'See your linked third-party accounts'],
  ['guilds', 'Know which servers you are in'],
  ['guilds.members.read', 'Read your member info (nickname, roles) in your servers'],
  ['openid', 'Sign you in with OpenID Connect'],
  ['applications.commands', "Use the app's commands"],
  [
    'applications.commands.permissions.update',
    "Update the app's command permissions in servers you may manage",
  ],
  ['sdk.social_layer', 'Use the social features of the game (friends, presence, messages)'],
  ['sdk.social_layer_presence', 'Show your game presence to friends'],
]);
