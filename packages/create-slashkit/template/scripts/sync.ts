// `npm run sync`: registers the commands with the service, or with the emulator when DISCORD_API_URL is set
// (as under `npx slashkit-emulator exec -- npm run sync`).
import { loadConfig } from '../src/config.js';
import { syncBotCommands } from '../src/sync-commands.js';

console.log(await syncBotCommands(loadConfig()));
