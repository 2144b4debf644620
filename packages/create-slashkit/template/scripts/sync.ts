// `npm run sync`: registers the commands with the service, or with the emulator when DISCORD_API_URL is set
// (as under `npx slashkit-emulator exec -- npm run sync`). Without the app's values it stops before any
// request, saying which are missing: nothing is sent anywhere with half a configuration.
import { type BotConfig, loadConfig } from '../src/config.js';
import { syncBotCommands } from '../src/sync-commands.js';

let config: BotConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(`npm run sync: ${(error as Error).message}`);
  process.exit(1);
}
console.log(await syncBotCommands(config));
