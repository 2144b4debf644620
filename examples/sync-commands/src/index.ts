export {
  type DeployOptions,
  deployCommands,
  describeOperation,
  ExitCode,
} from './deploy-commands.js';
export { type DeployCliIo, runDeployCli, usage } from './run-deploy-cli.js';
