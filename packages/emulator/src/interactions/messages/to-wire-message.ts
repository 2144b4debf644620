import type { APIMessage } from '@slashkit/api';
import type { EmulatorMessage } from './emulator-message.js';

/**
 * A stored message as an interaction's `message` carries it (the REST shape: no `guild_id`), a deep copy
 * so that later edits of the stored message do not change a payload already built.
 */
export function toWireMessage(message: EmulatorMessage): APIMessage {
  const { guild_id: _guild, ...wire } = message;
  return structuredClone(wire) as APIMessage;
}
