// Starts Debian's redis-server (installed by scripts/ensure-redis.sh) on a free port for one test file:
// no persistence, loopback only. `kill` and `restart` (same port) stage an outage.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A redis-server this test file owns. */
export interface TestRedis {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts a new server on the same port (empty: a crash loses everything, scripts included). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function launch(port: number): Promise<ChildProcess> {
  const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('error', (error) =>
      reject(new Error(`cannot start ${binary}: run bash scripts/ensure-redis.sh (${error.message})`)),
    );
    child.once('exit', (code) => reject(new Error(`${binary} exited with ${code}:\n${output}`)));
  });
  return child;
}

/** Starts a server on a free port. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child = await launch(port);
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end('SIGKILL'),
    restart: async () => {
      child = await launch(port);
    },
    stop: () => end('SIGTERM'),
  };
}
