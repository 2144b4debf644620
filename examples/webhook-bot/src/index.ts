export { type RunningWebhookBot, startWebhookBot, type WebhookBotOptions } from './bot.js';
export { announce, commands, highFive, pizza, quote, report, roll, tag } from './commands.js';
export { type BotDependencies, createHandlers } from './handlers.js';
