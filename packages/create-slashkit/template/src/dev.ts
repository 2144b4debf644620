// `npm run dev`: run by `slashkit-emulator exec` under `tsx watch`, so it starts again whenever a file
// changes: the commands are synced to the emulator (only what changed is sent), then the webhook is served.
import { loadConfig } from './config.js';
import { serve } from './serve.js';
import { syncBotCommands } from './sync-commands.js';

const config = loadConfig();
console.log(await syncBotCommands(config));
serve(config);
