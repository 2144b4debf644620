/**
 * Message flags of interaction responses and the messages they create.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export const MessageFlags = {
  /** Set by the service on an announcement channel's message once it was published (crossposted). */
  Crossposted: 1 << 0,
  SuppressEmbeds: 1 << 2,
  /** Set by the service on a message a thread was started from. */
  HasThread: 1 << 5,
  Ephemeral: 1 << 6,
  /**
   * Set by the service on the message of a deferred response (type 5) while the app is "thinking"; cleared
   * by the first edit. A response may not set it.
   */
  Loading: 1 << 7,
  SuppressNotifications: 1 << 12,
  IsVoiceMessage: 1 << 13,
  /** Set by the service on a forward: the message carries a snapshot of another (`message_snapshots`). */
  HasSnapshot: 1 << 14,
  IsComponentsV2: 1 << 15,
} as const;

/** A single message flag bit. */
export type MessageFlags = (typeof MessageFlags)[keyof typeof MessageFlags];

/**
 * Every flag bit a response may carry, OR-ed together (all of {@link MessageFlags} but `Loading`).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-messages | Interaction response messages} (the flags allowed in responses)
 */
export const AllowedResponseMessageFlags: number =
  MessageFlags.SuppressEmbeds |
  MessageFlags.Ephemeral |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsVoiceMessage |
  MessageFlags.IsComponentsV2;
