/**
 * The gateway close codes, with the reason text of each, as the service sends them.
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-close-event-codes | Gateway close event codes}
 */
export const GatewayCloseCodes = {
  UnknownError: 4000,
  UnknownOpcode: 4001,
  DecodeError: 4002,
  NotAuthenticated: 4003,
  AuthenticationFailed: 4004,
  AlreadyAuthenticated: 4005,
  InvalidSeq: 4007,
  RateLimited: 4008,
  SessionTimedOut: 4009,
  InvalidShard: 4010,
  ShardingRequired: 4011,
  InvalidAPIVersion: 4012,
  InvalidIntents: 4013,
  DisallowedIntents: 4014,
} as const;

/** The reason text sent with each close code. */
export const gatewayCloseReasons: Readonly<Record<number, string>> = {
  4000: 'Unknown error',
  4001: 'Unknown opcode',
  4002: 'Decode error',
  4003: 'Not authenticated',
  4004: 'Authentication failed',
  4005: 'Already authenticated',
  4007: 'Invalid seq',
  4008: 'Rate limited',
  4009: 'Session timed out',
  4010: 'Invalid shard',
  4011: 'Sharding required',
  4012: 'Invalid API version',
  4013: 'Invalid intent(s)',
  4014: 'Disallowed intent(s)',
};

/**
 * Whether reconnecting cannot help after the gateway closed with `code`: 4004 Authentication failed, 4010
 * Invalid shard, 4011 Sharding required, 4012 Invalid API version, 4013 Invalid intent(s), 4014 Disallowed
 * intent(s). The token or the connection settings must change first. Every fatal close also ends the session.
 * @example
 * if (isFatalGatewayClose(event.code)) throw new Error('fix the token, shard or intents');
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-close-event-codes | Gateway close event codes}
 */
export function isFatalGatewayClose(code: number): boolean {
  return (
    code === GatewayCloseCodes.AuthenticationFailed ||
    (code >= GatewayCloseCodes.InvalidShard && code <= GatewayCloseCodes.DisallowedIntents)
  );
}

/**
 * Whether a close with `code` ends the gateway session, so it can no longer be resumed and the client must
 * Identify again: 1000 and 1001 (a normal close or going away: the service invalidates the session, whichever
 * side sent it), 4007 Invalid seq, 4009 Session timed out, and every {@link isFatalGatewayClose} code. Any
 * other close (4000 Unknown error, 4008 Rate limited, a dropped socket…) leaves the session resumable.
 * @example
 * const canResume = sessionId !== null && !endsGatewaySession(event.code);
 * @see {@link https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-close-event-codes | Gateway close event codes}
 */
export function endsGatewaySession(code: number): boolean {
  return (
    code === 1000 ||
    code === 1001 ||
    code === GatewayCloseCodes.InvalidSeq ||
    code === GatewayCloseCodes.SessionTimedOut ||
    isFatalGatewayClose(code)
  );
}
