// Runs the bot processes of support/worker.ts against one emulator and collects their stdout lines.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');

/** What one worker printed, by kind. */
export interface WorkerReport {
  ok: string[];
  failed: string[];
  warnings: string[];
  infos: string[];
  done: boolean;
  stderr: string;
}

/**
 * Starts `count` workers with `env` (plus WORKER=w<i>), lets them all go at once when every one is ready,
 * hands every stdout line to `onLine`, and resolves their reports when all have exited.
 */
export function runWorkers(
  count: number,
  env: Record<string, string>,
  onLine: (line: string) => void = () => {},
): Promise<WorkerReport[]> {
  let ready = 0;
  const children: Array<{ stdin: NodeJS.WritableStream }> = [];
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const child = spawn(
        process.execPath,
        ['--conditions=@slashkit/source', '--import', 'tsx', join(here, 'worker.ts')],
        { cwd: root, env: { ...process.env, ...env, WORKER: `w${i}` }, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      children.push(child);
      const report: WorkerReport = { ok: [], failed: [], warnings: [], infos: [], done: false, stderr: '' };
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          onLine(line);
          const [kind, ...rest] = line.split(' ');
          const text = rest.join(' ');
          if (kind === 'OK') report.ok.push(text);
          else if (kind === 'FAIL') report.failed.push(text);
          else if (kind === 'WARN') report.warnings.push(text);
          else if (kind === 'INFO') report.infos.push(text);
          else if (kind === 'DONE') report.done = true;
          else if (kind === 'READY' && ++ready === count)
            for (const each of children) each.stdin.write('GO\n');
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (report.stderr += chunk.toString()));
      return new Promise<WorkerReport>((resolve) => child.once('close', () => resolve(report)));
    }),
  );
}
