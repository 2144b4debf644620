/**
 * Message flags an interaction response may set.
 * @see service-facts "Interactions"
 */
export const MessageFlags = {
  SuppressEmbeds: 1 << 2,
  Ephemeral: 1 << 6,
  SuppressNotifications: 1 << 12,
  IsVoiceMessage: 1 << 13,
  IsComponentsV2: 1 << 15,
} as const;

/** A single message flag bit. */
export type MessageFlags = (typeof MessageFlags)[keyof typeof MessageFlags];

/** Every flag bit a response may carry, OR-ed together. */
export const AllowedResponseMessageFlags: number = Object.values(MessageFlags).reduce(
  (all, bit) => all | bit,
  0,
);
