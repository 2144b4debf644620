import { GuildLimits } from '@slashkit/api';

/**
 * The reason a request gives for its audit log entry: its `X-Audit-Log-Reason` header, URL-decoded (taken
 * as it is when it is not valid percent-encoding) and cut to 512 characters; null without one.
 * @see {@link https://discord.com/developers/docs/resources/audit-log#audit-log-entry-object | Audit log entry object}
 */
export function auditLogReason(request: Request): string | null {
  const header = request.headers.get('x-audit-log-reason');
  if (header === null) return null;
  let text: string;
  try {
    text = decodeURIComponent(header);
  } catch {
    text = header;
  }
  const characters = [...text.trim()];
  return characters.length === 0 ? null : characters.slice(0, GuildLimits.auditLogReasonMaxLength).join('');
}
