/**
 * What a message's `message_reference` is: a reply (DEFAULT, the referenced message resolved in
 * `referenced_message`) or a forward (FORWARD, a copy of the message taken in `message_snapshots`).
 * @see {@link https://discord.com/developers/docs/resources/message#message-reference-types | Message reference types}
 */
export const MessageReferenceType = {
  Default: 0,
  Forward: 1,
} as const;

/** A message reference type value. */
export type MessageReferenceType = (typeof MessageReferenceType)[keyof typeof MessageReferenceType];
