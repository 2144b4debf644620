import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SDKVersion } from '@slashkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatInputContext,
  command,
  component,
  createInteractionHandler,
  InteractionChannels,
  type InteractionEndMessage,
  type InteractionHandlerOptions,
  type InteractionStartMessage,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import { appId, interaction, token } from './support/fixtures.js';
import { gate, listen, startWebhookStub } from './support/servers.js';
import { type RecordedTelemetry, recordTelemetry, useContextManager } from './support/telemetry.js';

useContextManager();

let stub: Awaited<ReturnType<typeof startWebhookStub>>;
beforeAll(async () => {
  stub = await startWebhookStub();
  // Loaded on a handler's first REST call: once here, so no test pays for the first import.
  await import('@slashkit/rest');
});
afterAll(() => stub.close());

const FOLLOW_UP = 'POST /webhooks/{webhook_id}/{webhook_token}';
const EDIT = 'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original';

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

/** A bot behind a real server whose spans and metrics go to `recorded`, with REST pointed at `baseUrl`. */
function bot(
  recorded: RecordedTelemetry,
  options: Omit<InteractionHandlerOptions, 'publicKey'>,
  baseUrl = stub.url,
) {
  return startBot({
    telemetry: { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider },
    restOptions: { baseUrl, retries: 0 },
    onError: () => {},
    ...options,
  });
}

describe('interaction spans', () => {
  it('answers inline: one SERVER span with the handler span under it, and the interaction metrics', async () => {
    const recorded = recordTelemetry();
    const running = await bot(recorded, {
      commands: [
        command({ name: 'ping', description: 'Ping' }, (ctx: ChatInputContext) => ctx.reply('pong')),
      ],
    });
    try {
      const sent = interaction({ name: 'ping' });
      expect((await running.send(sent)).body).toEqual({ type: 4, data: { content: 'pong' } });
      const span = await recorded.ended('interaction /ping');
      const handler = recorded.span('handler /ping');
      expect(span.kind).toBe(SpanKind.SERVER);
      expect(span.instrumentationScope).toMatchObject({
        name: '@slashkit/interactions',
        version: SDKVersion,
      });
      expect(span.attributes).toMatchObject({
        'http.request.method': 'POST',
        'http.response.status_code': 200,
        'slashkit.interaction.transport': 'webhook',
        'slashkit.interaction.id': sent.id,
        'slashkit.interaction.type': 2,
        'slashkit.interaction.route': '/ping',
        'slashkit.command.name': 'ping',
        'slashkit.interaction.response_type': 4,
        'slashkit.interaction.deferred': false,
        'slashkit.interaction.deadline_ms': 3000,
        'slashkit.interaction.in_time': true,
        'slashkit.interaction.outcome': 'success',
      });
      expect(span.attributes['slashkit.interaction.first_answer_ms']).toEqual(expect.any(Number));
      expect(span.attributes['slashkit.command.subcommand']).toBeUndefined();
      expect(span.events.map((event) => event.name)).toEqual(['slashkit.interaction.answered']);
      expect(span.status.code).toBe(SpanStatusCode.UNSET);
      expect(handler.kind).toBe(SpanKind.INTERNAL);
      expect(parentOf(handler)).toBe(idOf(span));
      expect(await recorded.points('slashkit.interactions')).toEqual([
        {
          attributes: {
            'slashkit.interaction.transport': 'webhook',
            'slashkit.interaction.outcome': 'success',
            'slashkit.interaction.type': 2,
            'slashkit.interaction.route': '/ping',
          },
          value: 1,
        },
      ]);
      expect(await recorded.points('slashkit.interaction.duration')).toHaveLength(1);
      expect(await recorded.points('slashkit.interaction.first_answer.duration')).toEqual([
        {
          attributes: { 'slashkit.interaction.transport': 'webhook', 'slashkit.interaction.type': 2 },
          value: expect.objectContaining({ count: 1 }),
        },
      ]);
    } finally {
      await running.close();
    }
  });

  it('defers, then follows up and edits: the REST spans are children of the handler span, no token anywhere', async () => {
    const recorded = recordTelemetry();
    const done = gate();
    const running = await bot(recorded, {
      commands: [
        command(
          {
            name: 'dice',
            description: 'Dice',
            options: [{ type: 1, name: 'roll', description: 'Roll' }],
          },
          async (ctx: ChatInputContext) => {
            try {
              await ctx.defer();
              await ctx.followUp('rolling');
              await ctx.editReply('4');
            } finally {
              done.open();
            }
          },
        ),
      ],
    });
    try {
      const answer = await running.send(interaction({ name: 'dice', options: [{ type: 1, name: 'roll' }] }));
      expect(answer.body).toEqual({ type: 5 });
      await done.promise;
      const span = await recorded.ended('interaction /dice roll');
      const handler = recorded.span('handler /dice roll');
      const followUp = recorded.span(FOLLOW_UP);
      const edit = recorded.span(EDIT);
      expect(span.attributes).toMatchObject({
        'slashkit.command.name': 'dice',
        'slashkit.command.subcommand': 'roll',
        'slashkit.interaction.response_type': 5,
        'slashkit.interaction.deferred': true,
        'slashkit.interaction.outcome': 'success',
      });
      for (const call of [followUp, edit]) {
        expect(call.kind).toBe(SpanKind.CLIENT);
        expect(parentOf(call)).toBe(idOf(handler));
        expect(call.spanContext().traceId).toBe(span.spanContext().traceId);
        expect(call.attributes['http.response.status_code']).toBe(200);
      }
      expect(followUp.attributes['url.full']).toBe(`${stub.url}/webhooks/${appId}/[REDACTED]`);
      const exported = await recorded.exported();
      expect(exported).toContain(FOLLOW_UP);
      expect(exported).not.toContain(token);
    } finally {
      await running.close();
    }
  });

  it('records a 429 on a follow-up, waited out and sent again, under the handler span', async () => {
    const recorded = recordTelemetry();
    let posts = 0;
    const limited = await listen(async (req, res) => {
      for await (const _ of req);
      if (req.method === 'POST' && posts++ === 0) {
        res
          .writeHead(429, {
            'content-type': 'application/json',
            'retry-after': '1',
            'x-ratelimit-scope': 'user',
          })
          .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.01, global: false }));
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: '1', content: '' }));
    });
    const done = gate();
    const running = await bot(
      recorded,
      {
        commands: [
          command({ name: 'busy', description: 'Busy' }, async (ctx: ChatInputContext) => {
            try {
              await ctx.reply('first');
              await ctx.followUp('second');
            } finally {
              done.open();
            }
          }),
        ],
      },
      limited.url,
    );
    try {
      await running.send(interaction({ name: 'busy' }));
      await done.promise;
      await recorded.ended('interaction /busy');
      const followUp = recorded.span(FOLLOW_UP);
      expect(parentOf(followUp)).toBe(idOf(recorded.span('handler /busy')));
      expect(followUp.attributes).toMatchObject({
        'http.response.status_code': 200,
        'http.request.resend_count': 1,
        'slashkit.rate_limit.refusals': 1,
        'slashkit.rate_limit.scope': 'user',
      });
      expect(followUp.events[0]).toMatchObject({
        name: 'slashkit.rate_limit.refused',
        attributes: { 'slashkit.rate_limit.wait_ms': 10, 'slashkit.rate_limit.scope': 'user' },
      });
      expect(await recorded.exported()).not.toContain(token);
    } finally {
      await running.close();
      await limited.close();
    }
  });

  it('marks a handler that throws: its span records the exception, the interaction ends in error', async () => {
    const recorded = recordTelemetry();
    const running = await bot(recorded, {
      commands: [
        command({ name: 'fail', description: 'Fail' }, () => {
          throw new TypeError('the handler broke');
        }),
      ],
    });
    try {
      const answer = await running.send(interaction({ name: 'fail' }));
      expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
      const span = await recorded.ended('interaction /fail');
      const handler = recorded.span('handler /fail');
      expect(span.status.code).toBe(SpanStatusCode.ERROR);
      expect(span.attributes).toMatchObject({
        'slashkit.interaction.outcome': 'error',
        'error.type': 'TypeError',
        'slashkit.interaction.response_type': 4,
      });
      expect(handler.status.code).toBe(SpanStatusCode.ERROR);
      expect(handler.events).toMatchObject([
        { name: 'exception', attributes: { 'exception.message': 'the handler broke' } },
      ]);
      expect((await recorded.points('slashkit.interactions'))[0]?.attributes).toMatchObject({
        'slashkit.interaction.outcome': 'error',
      });
    } finally {
      await running.close();
    }
  });

  it('traces a gateway dispatch: a CONSUMER span, the callback and the component pattern', async () => {
    const recorded = recordTelemetry();
    const handler = createInteractionHandler({
      gatewayOnly: true,
      telemetry: { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider },
      restOptions: { baseUrl: stub.url, retries: 0 },
      commands: [],
      components: [
        component('vote:{choice}', (ctx) => ctx.update({ content: `voted ${ctx.params.choice}` })),
      ],
    });
    const click = {
      ...interaction({ name: 'unused' }),
      type: 3 as const,
      data: { custom_id: 'vote:yes', component_type: 2 },
      message: { id: '500000000000000005', channel_id: '300000000000000003' },
    };
    await handler.dispatch(click as never);
    const span = await recorded.ended('interaction component vote:{choice}');
    expect(span.kind).toBe(SpanKind.CONSUMER);
    expect(span.attributes).toMatchObject({
      'slashkit.interaction.transport': 'gateway',
      'slashkit.interaction.type': 3,
      'slashkit.component.custom_id_pattern': 'vote:{choice}',
      'slashkit.interaction.response_type': 7,
      'slashkit.interaction.outcome': 'success',
    });
    const callback = recorded.span('POST /interactions/{interaction_id}/{interaction_token}/callback');
    expect(parentOf(callback)).toBe(idOf(recorded.span('handler component vote:{choice}')));
    const exported = await recorded.exported();
    expect(exported).not.toContain(token);
    expect(exported).not.toContain('vote:yes');
  });
});

describe('the webhook server metric', () => {
  it('records each HTTP answer as http.server.request.duration: an answer, a refusal, a foreign method', async () => {
    const recorded = recordTelemetry();
    const running = await bot(recorded, {
      commands: [
        command({ name: 'ping', description: 'Ping' }, (ctx: ChatInputContext) => ctx.reply('pong')),
      ],
    });
    try {
      expect((await running.send(interaction({ name: 'ping' }))).status).toBe(200);
      const body = JSON.stringify(interaction({ name: 'ping' }));
      const forged = { ...running.sign(body), 'x-signature-ed25519': '00'.repeat(64) };
      expect((await fetch(running.url, { method: 'POST', headers: forged, body })).status).toBe(401);
      expect((await fetch(running.url, { method: 'PURGE' })).status).toBe(405);
      const points = await recorded.points('http.server.request.duration');
      expect(points.map((point) => point.attributes)).toEqual([
        { 'http.request.method': 'POST', 'http.response.status_code': 200 },
        { 'http.request.method': 'POST', 'http.response.status_code': 401 },
        { 'http.request.method': '_OTHER', 'http.response.status_code': 405 },
      ]);
      expect(points.map((point) => (point.value as { count: number }).count)).toEqual([1, 1, 1]);
    } finally {
      await running.close();
    }
  });
});

describe('the automatic deferral', () => {
  it('is sent from its timer under the interaction span, in the same trace', async () => {
    const recorded = recordTelemetry();
    const handler = createInteractionHandler({
      gatewayOnly: true,
      autoDeferMs: 0,
      telemetry: { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider },
      restOptions: { baseUrl: stub.url, retries: 0 },
      commands: [
        command({ name: 'slow', description: 'Slow' }, async (ctx: ChatInputContext) => {
          await recorded.ended('POST /interactions/{interaction_id}/{interaction_token}/callback');
          await ctx.reply('done');
        }),
      ],
    });
    await handler.dispatch(interaction({ name: 'slow' }));
    const span = await recorded.ended('interaction /slow');
    const callback = recorded.span('POST /interactions/{interaction_id}/{interaction_token}/callback');
    expect(parentOf(callback)).toBe(idOf(span));
    expect(parentOf(recorded.span(EDIT))).toBe(idOf(recorded.span('handler /slow')));
    expect(span.attributes).toMatchObject({
      'slashkit.interaction.response_type': 5,
      'slashkit.interaction.deferred': true,
    });
  });
});

describe('interaction diagnostics channels', () => {
  it('publishes start, respond, error and end, without the token', async () => {
    const seen: [string, unknown][] = [];
    const names = [
      InteractionChannels.start,
      InteractionChannels.respond,
      InteractionChannels.error,
      InteractionChannels.end,
    ];
    const listeners = names.map((name) => {
      const listener = (message: unknown) => seen.push([name, message]);
      subscribe(name, listener);
      return [name, listener] as const;
    });
    const running = await startBot({
      telemetry: false,
      rest: stub.rest,
      onError: () => {},
      commands: [
        command({ name: 'ping', description: 'Ping' }, (ctx: ChatInputContext) => ctx.reply('pong')),
        command({ name: 'fail', description: 'Fail' }, () => {
          throw new Error('boom');
        }),
      ],
    });
    const ended = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (seen.filter(([name]) => name === InteractionChannels.end).length >= count) resolve();
        };
        const listener = () => queueMicrotask(check);
        subscribe(InteractionChannels.end, listener);
        check();
      });
    try {
      const ping = interaction({ name: 'ping' });
      await running.send(ping);
      await ended(1);
      await running.send(interaction({ name: 'fail' }));
      await ended(2);
    } finally {
      await running.close();
      for (const [name, listener] of listeners) unsubscribe(name, listener);
    }
    expect(seen.map(([name]) => name)).toEqual([
      InteractionChannels.start,
      InteractionChannels.respond,
      InteractionChannels.end,
      InteractionChannels.start,
      InteractionChannels.error,
      InteractionChannels.respond,
      InteractionChannels.end,
    ]);
    const start = seen[0]![1] as InteractionStartMessage;
    expect(start.interaction).toEqual({
      id: expect.any(String),
      type: 2,
      transport: 'webhook',
      route: '/ping',
    });
    expect(seen[1]![1]).toMatchObject({ interaction: start.interaction, responseType: 4 });
    expect(seen[2]![1]).toMatchObject({
      interaction: start.interaction,
      outcome: 'success',
      responseType: 4,
    });
    expect((seen[6]![1] as InteractionEndMessage).outcome).toBe('error');
    expect(JSON.stringify(seen)).not.toContain(token);
  });
});
