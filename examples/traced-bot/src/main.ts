// Telemetry first, so that every span of the bot reaches the exporters.
import { startBot } from './bot.js';
import { startTelemetry } from './telemetry.js';

const port = Number(process.env.PORT ?? 3000);
const telemetry = startTelemetry();
const { server } = await startBot(process.env, port).catch((error: unknown) => exitIfPortInUse(error, port));
console.log(`webhook at http://127.0.0.1:${port}/interactions; spans print below`);

// Flush what is left on Ctrl+C or SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    void telemetry.shutdown().then(() => process.exit(0));
  });

/** A port another process holds: one line saying what to do, rather than a stack trace. */
function exitIfPortInUse(error: unknown, port: number): never {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port, e.g. PORT=${port + 1}.`,
  );
  process.exit(1);
}
