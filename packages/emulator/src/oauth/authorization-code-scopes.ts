/**
 * Scopes a user can grant through the authorize page, with what the consent page says of each (look one
 * up with `Object.hasOwn`: the scope comes from the request). `applications.commands.update` is missing on
 * purpose: the service gives it to client credentials only. `bot` and `applications.commands` install the
 * app (in a guild the user manages, or for the user with `integration_type=1`).
 * @see {@link https://discord.com/developers/docs/topics/oauth2#shared-resources-oauth2-scopes | OAuth2 scopes}
 */
export const authorizationCodeScopes: Readonly<Record<string, string>> = Object.freeze({
  identify: 'Know your username, avatar and banner',
  email: 'Know your email address',
  connections: 'See your linked third-party accounts',
  guilds: 'Know which servers you are in',
  'guilds.members.read': 'Read your member info (nickname, roles) in your servers',
  'guilds.join': 'Join servers for you',
  openid: 'Sign you in with OpenID Connect',
  'role_connections.write': 'Update your connection and metadata for this app (Linked Roles)',
  'applications.commands': "Use the app's commands",
  bot: 'Add a bot to a server',
  'applications.commands.permissions.update':
    "Update the app's command permissions in servers you may manage",
  'sdk.social_layer': 'Use the social features of the game (friends, presence, messages)',
  'sdk.social_layer_presence': 'Show your game presence to friends',
});
