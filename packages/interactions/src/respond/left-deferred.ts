import { type APIInteraction, Limits } from '@slashkit/api';

/** Names an interaction in messages, never with its token: `/name`, `custom_id "…"`, or its id. */
export function interactionLabel(interaction: APIInteraction): string {
  const data = interaction.data as { name?: unknown; custom_id?: unknown } | undefined;
  return typeof data?.name === 'string'
    ? `/${data.name}`
    : typeof data?.custom_id === 'string'
      ? `custom_id "${data.custom_id}"`
      : `interaction ${interaction.id}`;
}

/**
 * The warning for a handler that returned while its interaction showed a loading state ("thinking…", a
 * deferral of type 5) that nothing had replaced: without it the user would wait, silently, until the token
 * expires. Built only when it is needed.
 */
export function leftDeferredWarning(interaction: APIInteraction, automatic: boolean): string {
  const minutes = Limits.interactionTokenLifetimeMs / 60_000;
  const how = automatic
    ? 'ran past autoDeferMs, so it was deferred automatically, and then returned without answering'
    : 'deferred and then returned without editReply() or followUp()';
  const fix = automatic
    ? 'call reply(), editReply() or followUp() before the handler returns'
    : "call editReply() or followUp() before the handler returns, or don't defer";
  return `[@slashkit/interactions] ${interactionLabel(interaction)} (interaction ${interaction.id}): the handler ${how}, so the user sees "thinking…" until the interaction token expires in ${minutes} minutes. To fix it, ${fix}; if work that outlives the handler answers later, defer with defer({ background: true }) to say so.`;
}

/**
 * The warning for a handler still running at the service's 3 s deadline after it was deferred
 * automatically: the user sees "thinking…" (or, after a deferred update, nothing new) and, without this
 * line, nothing would be logged until the token expires 15 minutes later.
 */
export function stillRunningWarning(
  interaction: APIInteraction,
  autoDeferMs: number,
  update: boolean,
): string {
  const seconds = Limits.interactionResponseDeadlineMs / 1000;
  const minutes = Limits.interactionTokenLifetimeMs / 60_000;
  const shown = update ? 'the message unchanged' : '"thinking…"';
  return `[@slashkit/interactions] ${interactionLabel(interaction)} (interaction ${interaction.id}): the handler is still running ${seconds} s after the interaction arrived; it was deferred automatically after ${autoDeferMs} ms, so the user sees ${shown} until it answers with editReply() or followUp(). It is let go when the token expires, ${minutes} minutes after the interaction arrived; stop long work when ctx.signal aborts.`;
}
