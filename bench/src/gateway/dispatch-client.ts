// The gateway client of the gateway benchmark, in its own process so the emulator's process is measured
// alone: identifies with GUILD_MESSAGES, reads every frame as a library does (one inflate context for
// zlib-stream, then JSON.parse), and reports on stdout each time it has counted the MESSAGE_CREATE
// dispatches it was told to wait for. Usage: dispatch-client.ts <ws url> <bot token> <intents>.
import { createInterface } from 'node:readline';
import { constants, createInflate } from 'node:zlib';
import { WebSocket } from 'ws';

const [url = '', token = '', intents = '0'] = process.argv.slice(2);
const zlib = url.includes('compress=zlib-stream');
const ws = new WebSocket(url);
const inflate = zlib ? createInflate() : null;
const inflated: Buffer[] = [];
inflate?.on('data', (chunk: Buffer) => inflated.push(chunk));

let wanted = Number.POSITIVE_INFINITY;
let seen = 0;
let bytes = 0;

function onFrame(text: string): void {
  const frame = JSON.parse(text) as { op: number; t: string | null; d: unknown };
  if (frame.op === 10)
    ws.send(JSON.stringify({ op: 2, d: { token, intents: Number(intents), properties: {} } }));
  else if (frame.t === 'READY') process.stdout.write('ready\n');
  else if (frame.t === 'MESSAGE_CREATE' && ++seen === wanted) {
    process.stdout.write(`${JSON.stringify({ seen, bytes })}\n`);
    seen = 0;
    bytes = 0;
  }
}

ws.on('message', (data: Buffer) => {
  bytes += data.length;
  if (!inflate) return onFrame(data.toString());
  inflate.write(data);
  inflate.flush(constants.Z_SYNC_FLUSH, () => onFrame(Buffer.concat(inflated.splice(0)).toString()));
});
ws.on('close', () => process.exit(0));
// The parent says how many dispatches to wait for before each run, one number per line.
createInterface({ input: process.stdin }).on('line', (line) => {
  wanted = Number(line);
});
