export {
  type LinkedRolesApp,
  type LinkedRolesOptions,
  metadata,
  startLinkedRolesApp,
} from './linked-roles-app.js';
export type { Player, PlayerLookup } from './players.js';
