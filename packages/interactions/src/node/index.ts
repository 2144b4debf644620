// @slashkit/interactions/node: the node:http adapter (also express and fastify middleware).

export { type NodeInteractionListener, toNodeListener } from './to-node-listener.js';
