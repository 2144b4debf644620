// One process of a bot for bench/src/redis.ts: from START_AT (epoch ms) for DURATION_MS it keeps 8 requests
// in flight (the global and each guild's command list in turn) through one REST client whose store is Redis
// (REDIS_URL set) or its own memory, then prints `{"ok":n,"refused":n}`: answered requests and 429s met.
import { RateLimiter, REST } from '@slashkit/rest';
import { RedisRateLimitStore } from '@slashkit/rest-redis';

const env = (name: string): string => process.env[name] ?? '';
const store = env('REDIS_URL')
  ? new RedisRateLimitStore({ url: env('REDIS_URL'), namespace: env('NAMESPACE') })
  : undefined;
let refused = 0;
const rateLimiter = new RateLimiter({
  max429Retries: 100,
  onRateLimit: (event) => {
    if (event.kind === '429') refused++;
  },
  ...(store ? { store } : {}),
});
const rest = new REST({ token: env('BOT_TOKEN'), baseUrl: env('API_BASE_URL'), retries: 0, rateLimiter });
const app = env('APP_ID');
const paths = [
  `/applications/${app}/commands`,
  ...env('GUILD_IDS')
    .split(',')
    .map((g) => `/applications/${app}/guilds/${g}/commands`),
];

// A first request connects and learns the buckets before the clock starts.
await rest.request({ method: 'GET', path: paths[0]! });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(env('START_AT')) - Date.now())));
const end = Date.now() + Number(env('DURATION_MS'));
let ok = 0;
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (Date.now() < end) {
      await rest.request({ method: 'GET', path: paths[next++ % paths.length]! });
      if (Date.now() <= end) ok++;
    }
  }),
);
await store?.close();
process.stdout.write(`${JSON.stringify({ ok, refused })}\n`);
