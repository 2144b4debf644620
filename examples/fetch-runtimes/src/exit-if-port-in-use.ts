/**
 * For every entry (Node, Bun and Deno alike, which all give the error the code `EADDRINUSE`): a port another
 * process holds ends the process with one line saying what to do, rather than a stack trace; any other
 * error is rethrown. `exit` ends the process (Deno passes `Deno.exit`; Node and Bun have `process.exit`).
 */
export function exitIfPortInUse(
  error: unknown,
  port: number,
  exit: (code: number) => never = (code) => process.exit(code),
): never {
  if ((error as { code?: unknown } | null)?.code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port, e.g. PORT=${port + 1}.`,
  );
  return exit(1);
}
