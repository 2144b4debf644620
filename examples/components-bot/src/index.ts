export { type ComponentsBotOptions, type RunningComponentsBot, startComponentsBot } from './bot.js';
export { colours, commands, feedback, poll, secret } from './commands.js';
export {
  colourSelect,
  commentForm,
  commentFormFor,
  feedbackForm,
  peekButton,
  pollButtons,
} from './components.js';
export { createHandlers } from './handlers.js';
