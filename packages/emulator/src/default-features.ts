import { adminFeature } from './admin/admin-feature.js';
import { commandsFeature } from './commands/commands-feature.js';
import type { EmulatorFeature } from './emulator-feature.js';
import { type GatewayFeatureOptions, gatewayFeature } from './gateway/gateway-feature.js';
import { identityFeature } from './identity/identity-feature.js';
import { installsFeature } from './installs/installs-feature.js';
import { createInteractionsFeature } from './interactions/interactions-feature.js';
import { authorizationCodeFeature } from './oauth/authorization-code-feature.js';
import { openidFeature } from './oauth/openid-feature.js';
import { tokenEndpointFeature } from './oauth/token-endpoint-feature.js';
import { permissionsFeature } from './permissions/permissions-feature.js';
import { clientFeature } from './web-client-routes/client-feature.js';

/** Settings of the built-in features, from the emulator's options. */
export interface DefaultFeatureOptions {
  /** Heartbeat interval, grace, resume window… of the gateway. */
  gateway?: GatewayFeatureOptions | undefined;
}

/**
 * The features every emulator has, in setup order: fresh instances for each emulator, so each feature keeps
 * its state (stores, the gateway's sessions) in its own closure.
 */
export function createDefaultFeatures(options: DefaultFeatureOptions = {}): EmulatorFeature[] {
  return [
    commandsFeature,
    permissionsFeature,
    tokenEndpointFeature,
    authorizationCodeFeature,
    openidFeature,
    identityFeature,
    adminFeature,
    installsFeature,
    gatewayFeature(options.gateway),
    createInteractionsFeature(),
    clientFeature,
  ];
}
