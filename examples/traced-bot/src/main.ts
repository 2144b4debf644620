// Telemetry first, so that every span of the bot reaches the exporters.
import { startBot } from './bot.js';
import { startTelemetry } from './telemetry.js';

const telemetry = startTelemetry();
const { server } = await startBot(process.env, Number(process.env.PORT ?? 3000));
console.log(`traced-bot: listening on port ${process.env.PORT ?? 3000}; spans print below`);

// Flush what is left on Ctrl+C or SIGTERM.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    void telemetry.shutdown().then(() => process.exit(0));
  });
