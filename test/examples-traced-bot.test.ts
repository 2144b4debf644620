import type { AddressInfo } from 'node:net';
import { MetricReader } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { roll, slowroll, startBot, startTelemetry, type Telemetry } from '@slashkit/example-traced-bot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// examples/traced-bot against a real emulator: the README bot with OpenTelemetry registered globally, its
// spans kept in memory instead of printed.

class CollectingReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** Spans in memory, and a way to wait for one to end (spans are exported as they end). */
class WatchedExporter extends InMemorySpanExporter {
  readonly #waiting: { name: string; resolve: (span: ReadableSpan) => void }[] = [];
  override export(batch: ReadableSpan[], done: Parameters<InMemorySpanExporter['export']>[1]): void {
    super.export(batch, done);
    for (const span of batch)
      for (const waiter of this.#waiting.filter((entry) => entry.name === span.name)) {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        waiter.resolve(span);
      }
  }
  ended(name: string): Promise<ReadableSpan> {
    const span = this.getFinishedSpans().find((candidate) => candidate.name === name);
    return span ? Promise.resolve(span) : new Promise((resolve) => this.#waiting.push({ name, resolve }));
  }
}

let emu: RunningEmulator;
let client: TestClient;
let telemetry: Telemetry;
let stopBot: () => Promise<void>;
const spans = new WatchedExporter();
const reader = new CollectingReader();

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  telemetry = startTelemetry(spans, reader);
  const app = emu.world.application;
  const bot = await startBot(
    {
      BOT_TOKEN: app.botToken,
      APPLICATION_ID: app.id,
      PUBLIC_KEY: app.publicKey,
      DISCORD_API_URL: emu.apiBaseUrl,
    },
    0,
  );
  stopBot = () => new Promise((resolve) => bot.server.close(() => resolve()));
  client = await connectTestClient(emu);
  await client.setInteractionsEndpoint(`http://127.0.0.1:${(bot.server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await stopBot?.();
  await telemetry?.shutdown();
  await emu?.stop();
});

const ended = (name: string): Promise<ReadableSpan> => spans.ended(name);

describe('examples/traced-bot', () => {
  it('traces /roll: the interaction span, its handler, and the metrics', async () => {
    const member = client.user('member');
    const result = await member.run(roll, { sides: 6 });
    assertAnswered(result);
    const span = await ended('interaction /roll');
    expect(span.attributes).toMatchObject({
      'slashkit.command.name': 'roll',
      'slashkit.interaction.response_type': 4,
      'http.response.status_code': 200,
    });
    const handler = spans.getFinishedSpans().find((candidate) => candidate.name === 'handler /roll');
    expect(handler?.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
    const { resourceMetrics } = await reader.collect();
    const names = resourceMetrics.scopeMetrics.flatMap((scope) =>
      scope.metrics.map((m) => m.descriptor.name),
    );
    expect(names).toEqual(expect.arrayContaining(['slashkit.interactions', 'http.client.request.duration']));
  });

  it('traces /slowroll: the edit and the follow-up after the deferral are children of its handler', async () => {
    const member = client.user('member');
    const result = await member.run(slowroll, { sides: 6 });
    assertAnswered(result);
    const span = await ended('interaction /slowroll');
    const finished = spans.getFinishedSpans();
    const handler = finished.find((candidate) => candidate.name === 'handler /slowroll')!;
    const calls = finished.filter(
      (candidate) => candidate.parentSpanContext?.spanId === handler.spanContext().spanId,
    );
    expect(calls.map((call) => call.name).sort()).toEqual([
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
      'POST /webhooks/{webhook_id}/{webhook_token}',
    ]);
    expect(span.attributes['slashkit.interaction.deferred']).toBe(true);
    const app = emu.world.application;
    const exported = JSON.stringify(finished.map((s) => [s.name, s.attributes, s.events]));
    expect(exported).not.toContain(app.botToken);
    expect(exported).toContain('[REDACTED]');
  });
});
