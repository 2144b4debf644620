/** One entry of the emulator's event log. */
export interface EmulatorEvent<Data = unknown> {
  /** Position in the log, starting at 1 and increasing by one per event. */
  seq: number;
  /** The event name, as the gateway would dispatch it (e.g. `APPLICATION_COMMAND_PERMISSIONS_UPDATE`). */
  type: string;
  /** Emulator time of publication, in epoch milliseconds. */
  time: number;
  /** The application the event is for, when it targets one (gateway delivery filters on it). */
  applicationId: string | null;
  /** The guild the event happened in, if any. */
  guildId: string | null;
  /** For an event of the world (no `applicationId`): the channel whose viewers may be told of it. */
  channelId?: string;
  /**
   * For an event of the world: the permission bits (decimal), any one of which a bot must hold to be told
   * (in `channelId` when set, else in the guild), e.g. VIEW_AUDIT_LOG for GUILD_AUDIT_LOG_ENTRY_CREATE.
   */
  permissions?: string;
  /** The dispatch payload. */
  data: Data;
}
