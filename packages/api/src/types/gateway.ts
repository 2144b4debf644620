import type { APIGuildApplicationCommandPermissions } from './application-command-permissions.js';
import type { APIInteraction } from './interaction.js';

/**
 * Gateway opcodes.
 * @see service-facts "Gateway"
 */
export const GatewayOpcodes = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  Reconnect: 7,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

/** A gateway opcode value. */
export type GatewayOpcode = (typeof GatewayOpcodes)[keyof typeof GatewayOpcodes];

/** The dispatch events this SDK handles, with their payloads. */
export interface GatewayDispatchPayloads {
  READY: {
    v: number;
    session_id: string;
    resume_gateway_url: string;
    user: { id: string };
    application: { id: string };
  };
  RESUMED: null;
  INTERACTION_CREATE: APIInteraction;
  APPLICATION_COMMAND_PERMISSIONS_UPDATE: APIGuildApplicationCommandPermissions;
}

/** A gateway frame. */
export interface GatewayPayload<Data = unknown> {
  op: GatewayOpcode;
  d: Data;
  s?: number | null;
  t?: string | null;
}
