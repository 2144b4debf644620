import { command, createInteractionHandler } from '@slashkit/interactions';
import { createGatewayShards, type GatewayReady } from '@slashkit/interactions/gateway';
import { REST } from '@slashkit/rest';
import { lockdown, ping } from './commands.js';
import { describePermissionsUpdate } from './describe-permissions-update.js';

/** What the bot needs: its credentials, where the API is, and where its log lines go. */
export interface GatewayBotOptions {
  /** The bot token: it identifies on the gateway and discovers the gateway's URL. */
  token: string;
  applicationId: string;
  /** The API base URL: the real service by default, or an emulator's `apiBaseUrl`. */
  apiBaseUrl?: string;
  /** Command ids → names, for readable permission logs (e.g. from a sync's `result.commands`). */
  commandNames?: ReadonlyMap<string, string>;
  /**
   * Which shards this process runs: `count` (default: what `GET /gateway/bot` recommends) and `ids` (default:
   * all). Several processes split a big bot by each running a share of the ids, with the same count.
   */
  shards?: { count?: number; ids?: number[] };
  /** One line per event worth telling (permission updates, errors, reconnects). */
  log: (line: string) => void;
}

/** A connected bot: what READY said (of its first shard), the shards it runs, and how to stop it. */
export interface RunningGatewayBot {
  ready: GatewayReady;
  shardIds: number[];
  stop(): Promise<void>;
}

/**
 * Connects the bot to the gateway. It has no endpoint URL: commands arrive as INTERACTION_CREATE and go
 * through the same handler a webhook would use, with every answer sent to the callback endpoint.
 * Permission edits arrive as APPLICATION_COMMAND_PERMISSIONS_UPDATE and are logged.
 */
export async function startGatewayBot(options: GatewayBotOptions): Promise<RunningGatewayBot> {
  const { log } = options;
  const rest = new REST({
    token: options.token,
    ...(options.apiBaseUrl ? { baseUrl: options.apiBaseUrl } : {}),
  });
  const handler = createInteractionHandler({
    gatewayOnly: true, // interactions come over the gateway: no webhook, so no public key
    applicationId: options.applicationId,
    rest,
    commands: [
      command(ping, (ctx) => ctx.reply('🏓 Pong! (over the gateway: no endpoint URL needed)')),
      command(lockdown, (ctx) =>
        ctx.reply(
          `🔒 #${ctx.channel?.name ?? ctx.channelId} locked by ${ctx.user.username}${ctx.options.reason ? `: ${ctx.options.reason}` : ''}`,
        ),
      ),
    ],
    onError: (error, info) => log(`error in /${info.commandName}: ${(error as Error).message}`),
  });
  // One shard unless told otherwise (or the service recommends more): the same code runs one process or many.
  const gateway = createGatewayShards({
    token: options.token,
    applicationId: options.applicationId,
    handler,
    rest,
    ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
    ...(options.shards?.count ? { shardCount: options.shards.count } : {}),
    ...(options.shards?.ids ? { shardIds: options.shards.ids } : {}),
  });
  const names = options.commandNames ?? new Map<string, string>();
  gateway.on('applicationCommandPermissionsUpdate', (update) =>
    log(describePermissionsUpdate(update, names)),
  );
  gateway.on('reconnecting', ({ reason, delayMs }, shard) =>
    log(`gateway shard ${shard}: reconnecting in ${delayMs} ms (${reason})`),
  );
  gateway.on('error', (error, shard) => log(`gateway shard ${shard}: ${error.message}`));
  const readies = await gateway.connect();
  const shardIds = [...readies.keys()].sort((a, b) => a - b);
  return { ready: readies.get(shardIds[0]!)!, shardIds, stop: () => gateway.close() };
}
