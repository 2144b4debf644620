// Deploys examples/webhook-bot's commands:
//   BOT_TOKEN=… APPLICATION_ID=… [API_BASE_URL=http://127.0.0.1:8787/api/v10] pnpm start -- --dry-run --guild <id>
// Exit code: 0 done (or nothing to do), 1 the service refused, 2 bad usage.
import { commands } from '@slashkit/example-webhook-bot';
import { runDeployCli } from './run-deploy-cli.js';

process.exitCode = await runDeployCli(process.argv.slice(2), process.env, { commands, print: console.log });
