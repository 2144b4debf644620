/** The fields of a guild channel that its audit log entries record changes of. */
export const channelAuditKeys = [
  'name',
  'type',
  'topic',
  'nsfw',
  'rate_limit_per_user',
  'parent_id',
  'position',
  'flags',
  'permission_overwrites',
] as const;
