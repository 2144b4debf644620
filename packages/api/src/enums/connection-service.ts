/**
 * The services a user can connect to their Discord account, as a connection's `type` names them (Skype can
 * no longer be added). The type of `APIConnection['type']` is `string`, so a service added later is read
 * as it is.
 * @see {@link https://discord.com/developers/docs/resources/user#connection-object-services | Services}
 */
export const ConnectionService = {
  BattleNet: 'battlenet',
  BungieNet: 'bungie',
  Domain: 'domain',
  eBay: 'ebay',
  EpicGames: 'epicgames',
  Facebook: 'facebook',
  GitHub: 'github',
  Instagram: 'instagram',
  LeagueOfLegends: 'leagueoflegends',
  PayPal: 'paypal',
  PlayStationNetwork: 'playstation',
  Reddit: 'reddit',
  RiotGames: 'riotgames',
  Roblox: 'roblox',
  Spotify: 'spotify',
  Skype: 'skype',
  Steam: 'steam',
  TikTok: 'tiktok',
  Twitch: 'twitch',
  X: 'twitter',
  Xbox: 'xbox',
  YouTube: 'youtube',
} as const;

/** A connection service value. */
export type ConnectionService = (typeof ConnectionService)[keyof typeof ConnectionService];

/**
 * Who sees a connection on the user's profile: only the user (0) or everyone (1).
 * @see {@link https://discord.com/developers/docs/resources/user#connection-object-visibility-types | Visibility Types}
 */
export const ConnectionVisibility = {
  None: 0,
  Everyone: 1,
} as const;

/** A connection visibility value. */
export type ConnectionVisibility = (typeof ConnectionVisibility)[keyof typeof ConnectionVisibility];
