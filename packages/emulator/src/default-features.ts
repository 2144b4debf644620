import { adminFeature } from './admin/admin-feature.js';
import { commandsFeature } from './commands/commands-feature.js';
import type { EmulatorFeature } from './emulator-feature.js';
import { gatewayFeature } from './gateway/gateway-feature.js';
import { interactionsFeature } from './interactions/interactions-feature.js';
import { authorizationCodeFeature } from './oauth/authorization-code-feature.js';
import { tokenEndpointFeature } from './oauth/token-endpoint-feature.js';
import { permissionsFeature } from './permissions/permissions-feature.js';

/**
 * The features every emulator has, in setup order. New areas (interaction delivery, the OAuth2
 * authorization-code flow, the gateway) add their feature here.
 */
export const defaultFeatures: readonly EmulatorFeature[] = [
  commandsFeature,
  permissionsFeature,
  tokenEndpointFeature,
  authorizationCodeFeature,
  adminFeature,
  gatewayFeature(),
  interactionsFeature,
];
