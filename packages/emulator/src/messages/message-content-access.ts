import { type APIMessage, type Snowflake, withoutMessageContent } from '@slashkit/api';

/**
 * A message (a wire copy) as a bot without the MESSAGE_CONTENT intent receives it: its content fields
 * emptied (`withoutMessageContent`) unless it is the bot's own message or mentions the bot, and the message a
 * reply carries judged the same way (a forward's snapshots are hidden with its content). The gateway (by the session's intents) and the channel read routes (by
 * the application's flags) both call it; DMs, where the bot always sees the content, are the caller's to
 * leave out.
 * @see {@link https://discord.com/developers/docs/events/gateway#message-content-intent | Message content intent}
 */
export function withoutContentFor(message: APIMessage, botId: Snowflake): APIMessage {
  const seen = message.author.id === botId || message.mentions.some((user) => user.id === botId);
  const shown = seen ? message : withoutMessageContent(message);
  // A forward's snapshot is the forwarded message's content: hidden with the forward's own.
  if (!seen && message.message_snapshots)
    shown.message_snapshots = message.message_snapshots.map((snapshot) => ({
      message: withoutMessageContent(snapshot.message),
    }));
  const replied = message.referenced_message;
  return replied ? { ...shown, referenced_message: withoutContentFor(replied, botId) } : shown;
}
