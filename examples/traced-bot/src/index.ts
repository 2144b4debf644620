export { type BotEnv, roll, slowroll, startBot } from './bot.js';
export { startTelemetry, type Telemetry } from './telemetry.js';
