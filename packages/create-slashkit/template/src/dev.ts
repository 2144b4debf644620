// `npm run dev`: run by `slashkit-emulator exec` under `tsx watch`, so it starts again whenever a file
// changes: the commands are synced to the emulator (only what changed is sent), the webhook is served on
// PORT (default 3000, as `npm start`), and that address is saved as the app's Interactions Endpoint URL.
import { once } from 'node:events';
import { connectTestClient } from '@slashkit/emulator/testing';
import { loadConfig } from './config.js';
import { serve } from './serve.js';
import { syncBotCommands } from './sync-commands.js';

const emulatorUrl = process.env.SLASHKIT_EMULATOR_URL;
if (!emulatorUrl) throw new Error('src/dev.ts runs under the emulator: start it with npm run dev.');
const config = loadConfig();
console.log(await syncBotCommands(config));
await once(serve(config), 'listening');
// The emulator checks the endpoint as the service does (a signed PING, then a bad signature) before it
// saves it; here, rather than with exec's --endpoint, so that the port is whatever PORT says.
const emulator = await connectTestClient(emulatorUrl);
await emulator.setInteractionsEndpoint(`http://127.0.0.1:${config.port}`);
console.log(`Ready: use /roll in the emulator's web client, ${emulator.url}/_emulator/client/`);
