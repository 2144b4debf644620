import type { WorldSeed } from '../../world/world-seed.js';

/** The ids of a snapshot's world, for checking what the rest of the snapshot points at. */
export interface WorldRefs {
  applications: ReadonlySet<string>;
  guilds: ReadonlySet<string>;
  users: ReadonlySet<string>;
  /** The guild channels (threads too), each with its guild's id. */
  channels: ReadonlyMap<string, string>;
}

/** The ids of a (checked) world. */
export function worldRefs(world: WorldSeed): WorldRefs {
  return {
    applications: new Set(world.applications.map((a) => a.id)),
    guilds: new Set(world.guilds.map((g) => g.id)),
    users: new Set(world.users.map((u) => u.id)),
    channels: new Map(world.guilds.flatMap((g) => g.channels.map((c) => [c.id, g.id] as const))),
  };
}
