import type { APIApplicationCommand } from '@slashkit/api';
import { APP } from './fixtures.js';
import { type LocalServer, ok, type Reply, type SeenRequest, startLocalServer } from './local-server.js';

/** A tiny command store that echoes the service's defaults, for sync tests. */
export interface FakeCommandService {
  server: LocalServer;
  commands: APIApplicationCommand[];
  /** Requests other than GET. */
  writes: () => SeenRequest[];
  /** Fail the next POST with this JSON code (400). */
  failNextCreateWith: (code: number) => void;
}

export async function startFakeCommandService(
  seed: object[] = [],
  guildId?: string,
): Promise<FakeCommandService> {
  let next = 1;
  let failCode: number | undefined;
  const stored = (body: Record<string, unknown>): APIApplicationCommand => {
    const type = (body.type as number | undefined) ?? 1;
    const command: Record<string, unknown> = {
      id: `19000000000000000${String(next++).padStart(2, '0')}`,
      application_id: APP,
      version: `18000000000000000${String(next).padStart(2, '0')}`,
      default_member_permissions: null,
      type,
      name: body.name,
      name_localizations: null,
      description: type === 1 ? body.description : '',
      description_localizations: null,
      nsfw: false,
      integration_types: [0],
      contexts: null,
      ...(guildId ? { guild_id: guildId } : { dm_permission: true }),
    };
    for (const [k, v] of Object.entries(body)) if (v !== undefined && k !== 'type') command[k] = v;
    if (Array.isArray(command.options)) {
      command.options = (command.options as Record<string, unknown>[]).map((option) => ({
        ...(option.type === 1 || option.type === 2 ? {} : { required: false }),
        ...option,
      }));
    }
    return command as unknown as APIApplicationCommand;
  };
  const commands = seed.map((body) => stored(body as Record<string, unknown>));
  const handle = (request: SeenRequest): Reply => {
    const [path, query] = request.url.split('?');
    const id = path?.match(/\/commands\/(\d+)$/)?.[1];
    if (request.method === 'GET') {
      return ok(
        commands.map((c) =>
          query?.includes('with_localizations=true')
            ? c
            : { ...c, name_localizations: undefined, description_localizations: undefined },
        ),
      );
    }
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST') {
      if (failCode !== undefined) {
        const code = failCode;
        failCode = undefined;
        return { status: 400, json: { code, message: `error ${code}` } };
      }
      const existing = commands.findIndex(
        (c) => c.name === body.name && c.type === ((body.type as number) ?? 1),
      );
      const command = stored(body);
      if (existing >= 0) commands[existing] = { ...command, id: commands[existing]!.id };
      else commands.push(command);
      return { status: existing >= 0 ? 200 : 201, json: command };
    }
    const index = commands.findIndex((c) => c.id === id);
    if (index < 0) return { status: 404, json: { code: 10063, message: 'Unknown application command' } };
    if (request.method === 'PATCH') {
      const current = commands[index]!;
      commands[index] = { ...current, ...body, version: `${current.version}1` } as APIApplicationCommand;
      return ok(commands[index]);
    }
    commands.splice(index, 1);
    return { status: 204 };
  };
  const server = await startLocalServer(handle);
  return {
    server,
    commands,
    writes: () => server.requests.filter((r) => r.method !== 'GET'),
    failNextCreateWith: (code) => {
      failCode = code;
    },
  };
}
