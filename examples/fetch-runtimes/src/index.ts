export { type Bot, type BotEnv, commands, createBot, envFrom, fruit, type WaitUntil } from './bot.js';
export { POST } from './next-route.js';
