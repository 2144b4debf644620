// Deploys examples/webhook-bot's commands:
//   BOT_TOKEN=… APPLICATION_ID=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] npx tsx src/main.ts --dry-run --guild <id>
// (`slashkit-emulator exec` sets every variable; add `--guild "$GUILD_ID"` for its guild)
// Exit code: 0 done (or nothing to do), 1 the service refused, 2 bad usage.
import { commands } from '@slashkit/example-webhook-bot';
import { runDeployCli } from './run-deploy-cli.js';

process.exitCode = await runDeployCli(process.argv.slice(2), process.env, { commands, print: console.log });
