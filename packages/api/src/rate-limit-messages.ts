/**
 * The `message` of the service's 429 bodies.
 * @see {@link https://discord.com/developers/docs/topics/rate-limits | Rate limits}
 */
export const RateLimitMessages = {
  /** A route, shared or global limit was hit. */
  RateLimited: 'You are being rate limited.',
  /** Too many invalid requests: the client address is blocked for a while. */
  TemporarilyBlocked:
    'You are being blocked from accessing our API temporarily due to exceeding our rate limits frequently. Please read our docs at https://discord.com/developers/docs/topics/rate-limits to prevent this moving forward.',
} as const;
