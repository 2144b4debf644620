/** A listening error for a port that another process holds (`EADDRINUSE`). */
export function portInUse(error: unknown): error is NodeJS.ErrnoException & { port?: number } {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

/** The one line the CLI prints for it, with the fix, rather than a stack trace. */
export function portInUseMessage(error: NodeJS.ErrnoException & { port?: number }): string {
  const port = error.port === undefined ? 'the port' : `port ${error.port}`;
  return `${port} is already in use (another process listens there, perhaps an emulator left running): stop it, or choose another with --port (--port 0 picks a free one)`;
}
