// One process of a bot, for the shared-limits tests: sends COUNT requests at once (alternating the global
// and a guild's command list, each tagged `?req=<worker>-<n>`) through one REST client, whose rate-limit
// store is Redis (REDIS_URL set) or memory, and prints one line per outcome on stdout: `OK <req>`,
// `FAIL <req> <code>`, `WARN <line>`, `INFO <line>`, then `DONE`; it starts
// sending when the test writes a line to its stdin (after every worker said READY). The global limit is
// GLOBAL requests per second (default 2, the emulator's strict 5 over 2.5, for the runs that count sharing
// alone; 5 for the runs that count the limiter's own accounting at the limit).
import { RateLimiter, REST } from '@slashkit/rest';
import { RedisRateLimitStore } from '../../src/index.js';

const env = (name: string): string => process.env[name] ?? '';
const worker = env('WORKER');
const count = Number(env('COUNT'));
const logger = {
  warn: (line: string) => process.stdout.write(`WARN ${line}\n`),
  info: (line: string) => process.stdout.write(`INFO ${line}\n`),
};
const store = env('REDIS_URL')
  ? new RedisRateLimitStore({
      url: env('REDIS_URL'),
      namespace: env('NAMESPACE'),
      onUnavailable: env('POLICY') === 'failClosed' ? 'failClosed' : 'failOpen',
      retryInterval: 200,
      // Generous: a loaded test machine must not look like an outage; the kill closes the socket at once anyway.
      commandTimeout: 5_000,
      logger,
    })
  : undefined;
// Many 429s in a row are allowed: without shared limits (memory, or Redis down and failing open) the four
// processes overrun the global limit, and each request must still end served, not given up.
const rateLimiter = new RateLimiter({
  globalRequestsPerSecond: Number(env('GLOBAL') || '2'),
  maxWait: 30_000,
  max429Retries: 50,
  ...(store ? { store } : {}),
});
const rest = new REST({ token: env('BOT_TOKEN'), baseUrl: env('API_BASE_URL'), retries: 0, rateLimiter });

const paths = [
  `/applications/${env('APP_ID')}/commands`,
  `/applications/${env('APP_ID')}/guilds/${env('GUILD_ID')}/commands`,
];
// Every worker starts at the same moment: it says READY and waits for the test's GO on stdin.
process.stdout.write('READY\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.destroy();
await Promise.all(
  Array.from({ length: count }, async (_, n) => {
    const req = `${worker}-${n}`;
    try {
      await rest.request({ method: 'GET', path: paths[n % 2]!, query: { req } });
      process.stdout.write(`OK ${req}\n`);
    } catch (error) {
      process.stdout.write(`FAIL ${req} ${(error as { code?: string }).code ?? String(error)}\n`);
    }
  }),
);
await store?.close();
process.stdout.write('DONE\n');
