/**
 * The limits of a channel's pinned messages.
 * @see {@link https://discord.com/developers/docs/resources/message#get-channel-pins | Get Channel Pins}
 */
export const PinLimits = {
  /** Pinned messages in one channel (30003 past it). */
  perChannel: 250,
  /** Pins per page of `GET /channels/{id}/messages/pins`: 1-50, default 50; the deprecated list answers 50. */
  pageDefault: 50,
  pageMax: 50,
} as const;
