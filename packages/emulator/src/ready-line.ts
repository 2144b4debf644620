import { clientPath } from './web-client-routes/client-feature.js';
import type { World } from './world/world.js';

/** The JSON line the CLI prints with `--json` when it is ready. */
export interface ReadyLine {
  url: string;
  apiBaseUrl: string;
  /** The web client: open it in a browser to use the bot as a user of the world. */
  clientUrl: string;
  applicationId: string;
  botToken: string;
  clientId: string;
  clientSecret: string;
  publicKey: string;
  guildId: string;
  /** Every guild's channels, the primary guild's first: their ids are what `/_emulator/interactions` takes. */
  channels: { id: string; name: string; type: number; guildId: string }[];
  users: { id: string; username: string; roles: string[] }[];
  /** Every application of the world, the primary one first. */
  applications: {
    id: string;
    name: string;
    botToken: string;
    clientId: string;
    clientSecret: string;
    publicKey: string;
    flags: number;
  }[];
}

/** Builds the CLI's `--json` ready line from a running emulator's world. */
export function readyLine(url: string, apiBaseUrl: string, world: World): ReadyLine {
  const app = world.application;
  return {
    url,
    apiBaseUrl,
    clientUrl: `${url}${clientPath}/`,
    applicationId: app.id,
    botToken: app.botToken,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    publicKey: app.publicKey,
    guildId: world.guild.id,
    channels: world.guilds.flatMap((guild) =>
      guild.channels.map((c) => ({ id: c.id, name: c.name, type: c.type, guildId: guild.id })),
    ),
    users: world.users.map((u) => ({ id: u.id, username: u.username, roles: [...u.roles] })),
    applications: world.applications.map((a) => ({
      id: a.id,
      name: a.name,
      botToken: a.botToken,
      clientId: a.clientId,
      clientSecret: a.clientSecret,
      publicKey: a.publicKey,
      flags: a.flags,
    })),
  };
}
