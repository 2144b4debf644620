// A child process of the files bench (bench/src/rest-files.ts): sends `count` uploads of one file through
// one contender, one at a time (a GC before each), and reports the most memory an upload held over what
// the process held before it (JavaScript heap plus buffers, sampled on every turn of the event loop),
// after a warm-up with a tiny file. Run with --expose-gc; arguments: contender (`ours` | `raw`), the
// server's origin, the file size in bytes, the number of uploads.
import { REST } from '@slashkit/rest';
import { request, FormData as UndiciFormData } from 'undici';

const [contender, origin, sizeArg, countArg] = process.argv.slice(2) as [string, string, string, string];
const size = Number(sizeArg);
const count = Number(countArg);
const gc = (globalThis as { gc?: () => void }).gc!;
const rest = new REST({ baseUrl: `${origin}/api/v10`, retries: 0 });
const url = `${origin}/api/v10/interactions/1/token/callback`;

const send =
  contender === 'ours'
    ? (bytes: Uint8Array) =>
        rest.interactions.createInteractionResponse(
          '1',
          'token',
          { type: 4, data: { content: 'file' } },
          {
            files: [{ name: 'file.bin', data: bytes }],
          },
        )
    : async (bytes: Uint8Array) => {
        const form = new UndiciFormData();
        form.append(
          'payload_json',
          JSON.stringify({
            type: 4,
            data: { content: 'file', attachments: [{ id: 0, filename: 'file.bin' }] },
          }),
        );
        form.append('files[0]', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'file.bin');
        const response = await request(url, { method: 'POST', body: form });
        await response.body.dump();
      };

// The file exists before the baseline: only what an upload adds is measured.
const file = new Uint8Array(size).fill(0x61);
const tiny = new Uint8Array(16);
for (let i = 0; i < 20; i++) await send(tiny);

// What the process holds in JavaScript objects and in buffers (Blobs, ArrayBuffers, undici's chunks),
// sampled between every turn of the event loop while an upload is under way.
const held = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
let peak = 0;
for (let i = 0; i < count; i++) {
  gc();
  const baseline = held();
  let sampling = true;
  const sample = (): void => {
    peak = Math.max(peak, held() - baseline);
    if (sampling) setImmediate(sample);
  };
  sample();
  await send(file);
  sample();
  sampling = false;
}
process.stdout.write(JSON.stringify({ extraBytes: peak }));
