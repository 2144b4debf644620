export { type GameLoginOptions, logInPlayer } from './log-in-player.js';
