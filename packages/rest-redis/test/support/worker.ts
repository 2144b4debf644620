// One process of a bot, for the shared-limits tests: sends COUNT requests at once (alternating the global
// and a guild's command list, each tagged `?req=<worker>-<n>`) through one REST client, whose rate-limit
// store is Redis (REDIS_URL set) or memory, and prints one line per outcome on stdout: `OK <req>`,
// `FAIL <req> <code>`, `WARN <line>`, `INFO <line>`, then `DONE`. The global limit is the emulator's strict
// one over 2.5, so that the time between taking a slot and arriving can never fit a sixth request into
// the service's window: what the test counts is sharing, not clock slack.
import { REST } from '@slashkit/rest';
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
      logger,
    })
  : undefined;
const rest = new REST({
  token: env('BOT_TOKEN'),
  baseUrl: env('API_BASE_URL'),
  globalRequestsPerSecond: 2,
  maxRateLimitWait: 30_000,
  retries: 0,
  ...(store ? { rateLimitStore: store } : {}),
});

const paths = [
  `/applications/${env('APP_ID')}/commands`,
  `/applications/${env('APP_ID')}/guilds/${env('GUILD_ID')}/commands`,
];
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
