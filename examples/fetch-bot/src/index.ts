export { commands, echo, whereami } from './commands.js';
export { type FetchModule, type ServedFetchModule, serveFetch } from './serve-fetch.js';
export { default as worker, type Env, type ExecutionContext } from './worker.js';
