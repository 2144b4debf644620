export { commands, lockdown, ping } from './commands.js';
export { describePermissionsUpdate } from './describe-permissions-update.js';
export { type GatewayBotOptions, type RunningGatewayBot, startGatewayBot } from './gateway-bot.js';
