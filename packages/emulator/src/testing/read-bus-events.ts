import type { EmulatorEvent } from '../events/emulator-event.js';

/**
 * The events of the emulator's bus in a server-sent event stream (`GET /_emulator/client/stream`), in
 * order: the unnamed events, each a JSON {@link EmulatorEvent}. Named ones (`activity`, `live`) and
 * comments are skipped. Ends when the stream ends; cancels the stream when the reader stops early.
 */
export async function* readBusEvents(stream: ReadableStream<Uint8Array>): AsyncGenerator<EmulatorEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = busEventOf(block);
        if (event) yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/** The bus event of one SSE block, or undefined for a named event, a comment or a block without data. */
function busEventOf(block: string): EmulatorEvent | undefined {
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) return undefined;
    if (line.startsWith('data:')) data += line.slice(line.startsWith('data: ') ? 6 : 5);
  }
  if (data === '') return undefined;
  try {
    return JSON.parse(data) as EmulatorEvent;
  } catch {
    return undefined;
  }
}
