/**
 * For the Node entries: a port another process holds ends the process with one line saying what to do,
 * rather than a stack trace; any other error is rethrown.
 */
export function exitIfPortInUse(error: unknown, port: number): never {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port, e.g. PORT=${port + 1}.`,
  );
  process.exit(1);
}
