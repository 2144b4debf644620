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
