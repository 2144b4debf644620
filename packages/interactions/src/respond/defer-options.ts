/** Options of `defer()`. */
export interface DeferOptions {
  /** Makes the later answer visible to the user only (the deferral carries EPHEMERAL). */
  ephemeral?: boolean;
  /**
   * Declares that the answer comes from work that outlives the handler (a queue, a job holding the
   * context): the handler may return while the user still sees "thinking…", without the warning it would
   * otherwise log. That work must then call `editReply()` or `followUp()` within the token's 15 minutes.
   */
  background?: boolean;
}
