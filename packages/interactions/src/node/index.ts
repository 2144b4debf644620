// @slashkit/interactions/node: the node:http adapter (also express and fastify middleware).

export { createInteractionServer, interactionServerTimeouts } from './create-interaction-server.js';
export { type NodeInteractionListener, toNodeListener } from './to-node-listener.js';
