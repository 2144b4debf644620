/**
 * The gateway close codes the emulator sends, with the reason text of each, as the service uses them.
 * Codes marked `resumable: false` end the session: the client must identify again (or stop, for 4004).
 * @see service-facts "Gateway"
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
 * Whether a session survives a close with this code. 1000/1001 (a client saying goodbye) and the codes the
 * service documents as "start a new session" or "do not reconnect" end it; everything else may be resumed.
 */
export function isResumableClose(code: number): boolean {
  return !(
    code === 1000 ||
    code === 1001 ||
    code === 4004 ||
    code === 4007 ||
    code === 4009 ||
    (code >= 4010 && code <= 4014)
  );
}
