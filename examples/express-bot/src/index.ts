export {
  createExpressBotApp,
  type ExpressBotOptions,
  type RunningExpressBot,
  startExpressBot,
} from './express-bot.js';
export { statusCommand } from './status-command.js';
