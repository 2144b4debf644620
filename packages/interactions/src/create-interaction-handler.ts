import {
  type APIInteraction,
  Limits,
  type RESTPostAPIApplicationCommandJSONBody,
  type RuntimeOptions,
} from '@slashkit/api';
import type { RESTOptions, TelemetryOptions } from '@slashkit/rest';
import type { CommandRegistration } from './command.js';
import type { ComponentRegistration } from './component.js';
import type { RepliableContext } from './context/repliable-context.js';
import { createRequestVerifier, type Ed25519Backend } from './create-signature-verifier.js';
import { defaultMaxTimestampAgeSeconds } from './default-max-timestamp-age.js';
import {
  checkPublicKeys,
  errorReporter,
  internalError,
  internalErrorFor,
  staleReporter,
  warningReporter,
} from './handler-settings.js';
import { type HttpCoreOptions, handleHttpRequest, type WaitUntil } from './http/handle-http-request.js';
import type { InteractionHttpRequest } from './http/interaction-http-request.js';
import type { InteractionHttpResponse } from './http/interaction-http-response.js';
import { ReplayGuard } from './http/replay-guard.js';
import { serveFetch } from './http/serve-fetch.js';
import { webhookAnswerDeadlineMs } from './http/webhook-answer-deadline.js';
import { InteractionError } from './interaction-error.js';
import { errorInfo, type InteractionErrorInfo } from './interaction-error-info.js';
import type { ModalRegistration } from './modal.js';
import { callbackOptions } from './respond/callback-options.js';
import { createDeadlineTimers } from './respond/create-deadline-timers.js';
import type { InteractionMessage } from './respond/interaction-message.js';
import type { InteractionRestClient } from './respond/interaction-rest-client.js';
import { loadRestClient } from './respond/load-rest-client.js';
import type { RespondFunction } from './respond/respond-function.js';
import { CommandRegistry } from './routing/command-registry.js';
import { componentRoutes, modalRoutes } from './routing/component-routes.js';
import { Dispatcher } from './routing/dispatcher.js';
import { InteractionTelemetry } from './telemetry/interaction-telemetry.js';
import type { InteractionTrace } from './telemetry/interaction-trace.js';

/**
 * Options of {@link createInteractionHandler}. The runtime seams (`now`, `timers`, `logger`) are the shared
 * ones of `@slashkit/api`: `now` is the clock of the timestamp check, `timers` schedule the automatic
 * deferral, the 3 s answer deadline and the token's 15-minute lifetime, `logger.error` receives every
 * error when no `onError` is given, and `logger.warn` (`console.warn` without a logger) hears of a handler
 * that returned while its user still sees "thinking…" (a deferral nothing edited or followed up).
 */
export interface InteractionHandlerOptions extends RuntimeOptions {
  /**
   * The app's hex Ed25519 public key, or several during a key rotation. Required to receive webhooks;
   * only a handler declared `gatewayOnly` may leave it out.
   */
  publicKey?: string | readonly string[];
  /**
   * Declares a handler that takes interactions only through `dispatch` (e.g. from the gateway) and has no
   * webhook, so no `publicKey`. Every webhook request to it is refused with a reported 500.
   */
  gatewayOnly?: boolean;
  /** The commands, each registered with `command(builder, handler)`. */
  commands: readonly CommandRegistration[];
  /**
   * Button and select menu handlers, each registered with `component(customIdOrPattern, handler)`. No two
   * may match the same custom_id (checked here, at startup).
   */
  components?: readonly ComponentRegistration[];
  /** Modal submit handlers, each registered with `modal(modalBuilderOrCustomId, handler)`. */
  modals?: readonly ModalRegistration[];
  /** The app's id for follow-ups and edits; taken from each interaction when omitted. */
  applicationId?: string;
  /**
   * The client for follow-ups, edits and (for `dispatch` without `respond`) callbacks: a `REST` of
   * @slashkit/rest or anything whose `interactions` has the same methods. When omitted, @slashkit/rest is imported
   * on first use, so importing this package stays light.
   */
  rest?: InteractionRestClient;
  /** Options for the `REST` created on first use when `rest` is omitted (e.g. the emulator's `baseUrl`). */
  restOptions?: RESTOptions;
  /**
   * How long a handler may run before the interaction is deferred automatically (its later reply then
   * edits the deferred message); for autocomplete, when an empty list is sent. Default 2000 ms, below
   * the service's 3000 ms deadline with room for the network. `false` turns it off.
   */
  autoDeferMs?: number | false;
  /**
   * Replay protection: requests whose signed `X-Signature-Timestamp` is further than this many seconds from
   * `now` (either way) get 401, and an interaction id already received inside this window gets 409.
   * Default {@link defaultMaxTimestampAgeSeconds}, 900 (the interaction token's 15-minute lifetime: no
   * genuine delivery is older, and it leaves ample room for a skewed clock). `false` turns the timestamp check off (ids are still remembered).
   */
  maxTimestampAgeSeconds?: number | false;
  /**
   * How many interaction ids the replay check remembers (default 50,000, a few MB). Past it the oldest are
   * forgotten and requests no newer than them are refused, so memory stays bounded under any flood.
   */
  maxRememberedInteractions?: number;
  /** Largest accepted body; larger requests get 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Force one Ed25519 implementation instead of the best available. */
  signatureBackend?: Ed25519Backend;
  /**
   * Called with every error: a handler that threw, options that do not match the definition, a failed
   * follow-up, a missed deadline, and whatever made a webhook answer 500. The user has already been sent an
   * ephemeral error reply when one could be sent. Defaults to `logger.error`, else `console.error`.
   */
  onError?: (error: unknown, info: InteractionErrorInfo) => void | Promise<void>;
  /**
   * Called for a command with no registration (e.g. removed from code but still on the service); reply
   * from it to customise the answer. Without a reply, the user gets a short ephemeral notice.
   */
  onUnknownCommand?: (ctx: RepliableContext) => unknown;
  /** What the user sees when a handler throws; the error itself is never shown. */
  errorMessage?: InteractionMessage | ((error: unknown) => InteractionMessage);
  /**
   * OpenTelemetry: with `@opentelemetry/api` installed, a span per interaction (the webhook request or the
   * dispatch) with its handler's span and every REST call inside as children, and the interaction
   * metrics, to the globally registered providers or the ones given here (also given to the REST client
   * created on first use); `false` turns them off. Without the package nothing of it is loaded. See
   * README "Tracing and metrics".
   */
  telemetry?: false | TelemetryOptions;
}

/** Options for delivering interactions that did not come over HTTP, e.g. from the gateway. */
export interface DispatchOptions {
  /**
   * Sends the initial response. Defaults to POSTing it to the interaction's callback endpoint through
   * REST, as gateway-delivered interactions require.
   */
  respond?: RespondFunction;
}

/**
 * A webhook handler: `fetch` for any Fetch-API server (Node via `@slashkit/interactions/node`, Deno, Bun,
 * workers), `handle` for adapters, and `dispatch` for interactions from another transport.
 */
export interface InteractionHandler {
  /** Answers one webhook request. `env.waitUntil` keeps serverless runtimes alive for later edits. */
  fetch(request: Request, env?: WaitUntil): Promise<Response>;
  /** The transport-neutral core under `fetch` and the node adapter. Never rejects: a 500 is reported to `onError`. */
  handle(request: InteractionHttpRequest, env?: WaitUntil): Promise<InteractionHttpResponse>;
  /**
   * Runs an already verified interaction (e.g. a gateway INTERACTION_CREATE) through routing and its
   * handler. Resolves when the handler and any error reply are done; never rejects.
   */
  dispatch(interaction: APIInteraction, options?: DispatchOptions): Promise<void>;
  /** The registered commands' bodies, in order: what to sync with the service. */
  readonly definitions: readonly RESTPostAPIApplicationCommandJSONBody[];
}

const defaultErrorMessage = (error: unknown): InteractionMessage =>
  error instanceof InteractionError && error.code === 'INVALID_OPTIONS'
    ? {
        content: 'This command has changed since it was loaded; please try again in a moment.',
        ephemeral: true,
      }
    : { content: 'Something went wrong while running this command.', ephemeral: true };

/** Default of `autoDeferMs`: a second of margin under the service's 3 s deadline. */
const defaultAutoDeferMs = 2000;

/**
 * Builds the handler of an interactions endpoint: verifies signatures, answers PING, routes commands,
 * autocomplete, USER, MESSAGE and entry-point interactions, button clicks, select menu choices and modal
 * submissions to their handlers, checks what arrives against the definitions and what is sent against the
 * service's rules, and enforces the 3 s deadline with an automatic deferral.
 *
 * @example
 * const handler = createInteractionHandler({
 *   publicKey: process.env.PUBLIC_KEY!,
 *   commands: [command(roll, (ctx) => ctx.reply(`rolled ${ctx.options.sides}`))],
 * });
 * export default { fetch: handler.fetch };
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export function createInteractionHandler(options: InteractionHandlerOptions): InteractionHandler {
  const publicKeys = checkPublicKeys(options);
  const autoDeferMs = options.autoDeferMs ?? defaultAutoDeferMs;
  if (autoDeferMs !== false && !(autoDeferMs >= 0 && autoDeferMs < Limits.interactionResponseDeadlineMs))
    throw new RangeError(
      `createInteractionHandler: autoDeferMs must be between 0 and ${Limits.interactionResponseDeadlineMs} (the service's deadline), or false; got ${autoDeferMs}.`,
    );
  const maxAgeSeconds = options.maxTimestampAgeSeconds ?? defaultMaxTimestampAgeSeconds;
  if (maxAgeSeconds !== false && !(maxAgeSeconds >= 0))
    throw new RangeError(
      `createInteractionHandler: maxTimestampAgeSeconds must be a number of seconds (default ${defaultMaxTimestampAgeSeconds}) or false; got ${maxAgeSeconds}.`,
    );
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const registry = new CommandRegistry(options.commands);
  const components = componentRoutes(options.components);
  const modals = modalRoutes(options.modals);
  const replays = new ReplayGuard(maxAgeSeconds, options.maxRememberedInteractions);
  const onError = options.onError ?? errorReporter(options.logger);
  const report = (error: unknown, interaction: Partial<APIInteraction> | undefined): void => {
    void Promise.resolve()
      .then(() => onError(error, errorInfo(interaction)))
      .catch(() => undefined); // nothing sensible is left to do with an error from the error hook itself
  };
  const verify = createRequestVerifier(publicKeys, {
    ...(maxAgeSeconds === false ? {} : { maxAgeSeconds }),
    now,
    ...(options.signatureBackend ? { backend: options.signatureBackend } : {}),
    onStale: staleReporter(now, maxAgeSeconds, report),
  });
  // Injected timers drive everything (tests); otherwise one runtime timer per kind of deadline. The
  // webhook's give-up deadlines run the deferrals due by then first: a deferral is never beaten by the
  // 500 of its own interaction when a stalled event loop fires the two runtime timers out of order.
  const timers = options.timers;
  const runtimeDeferrals = createDeadlineTimers();
  const deferTimers = timers ?? runtimeDeferrals;
  const deadlineTimers = timers ?? createDeadlineTimers(undefined, undefined, runtimeDeferrals);

  const telemetry = InteractionTelemetry.create(options.telemetry, now);
  const restOptions: RESTOptions =
    options.telemetry === undefined
      ? (options.restOptions ?? {})
      : { telemetry: options.telemetry, ...options.restOptions };
  let restPromise: Promise<InteractionRestClient> | undefined;
  const rest = (): Promise<InteractionRestClient> => {
    if (options.rest) return Promise.resolve(options.rest);
    restPromise ??= loadRestClient(restOptions).catch((error: unknown) => {
      restPromise = undefined; // try again next time rather than caching the failure
      throw error;
    });
    return restPromise;
  };

  const { errorMessage } = options;
  const dispatcher = new Dispatcher({
    registry,
    components,
    modals,
    rest,
    applicationId: options.applicationId,
    autoDeferMs,
    // One runtime timer per handler for all pending deferrals, rather than one per request.
    timers: deferTimers,
    stillRunningTimers: timers ?? createDeadlineTimers(),
    tokenTimers: timers ?? createDeadlineTimers(),
    onError,
    warn: warningReporter(options.logger),
    onUnknownCommand: options.onUnknownCommand,
    errorMessage:
      errorMessage === undefined
        ? defaultErrorMessage
        : typeof errorMessage === 'function'
          ? errorMessage
          : () => errorMessage,
    telemetry,
  });

  const core: HttpCoreOptions = {
    verify,
    maxBodyBytes,
    dispatch: (interaction, respond, trace) => dispatcher.dispatchChecked(interaction, respond, trace),
    admit: (id, timestamp) => replays.admit(id, Number(timestamp), now() / 1000),
    deadlineMs: Limits.interactionResponseDeadlineMs,
    answerByMs: webhookAnswerDeadlineMs(autoDeferMs),
    timers: deadlineTimers,
    report,
  };
  // Whatever made a request a 500 is reported: never a silent "Internal error".
  const failed = (error: unknown): InteractionHttpResponse => {
    report(error, undefined);
    return error instanceof InteractionError ? internalErrorFor(error) : internalError;
  };
  const serve = (
    request: InteractionHttpRequest,
    env: WaitUntil | undefined,
    trace: InteractionTrace | undefined,
  ): Promise<InteractionHttpResponse> => {
    if (publicKeys.length === 0)
      return Promise.resolve(
        failed(
          new InteractionError(
            'NO_PUBLIC_KEY',
            "A webhook request reached a handler declared gatewayOnly; pass the app's publicKey to createInteractionHandler to receive webhooks.",
          ),
        ),
      );
    // handleHttpRequest is async: whatever it throws arrives here as a rejection.
    return handleHttpRequest(request, core, env, trace).catch(failed);
  };
  const handle = (request: InteractionHttpRequest, env?: WaitUntil): Promise<InteractionHttpResponse> => {
    const trace = telemetry?.begin('webhook', request.method);
    return trace === undefined
      ? serve(request, env, undefined)
      : trace.serving(request.method, () => serve(request, env, trace));
  };

  return {
    handle,
    fetch: (request, env) => serveFetch(handle, request, env),
    dispatch(interaction, dispatchOptions = {}) {
      const respond: RespondFunction =
        dispatchOptions.respond ??
        (async (body, files) => {
          const client = await rest();
          const options = callbackOptions(interaction, files);
          if (options === undefined)
            await client.interactions.createInteractionResponse(interaction.id, interaction.token, body);
          else
            await client.interactions.createInteractionResponse(
              interaction.id,
              interaction.token,
              body,
              options,
            );
        });
      return dispatcher.dispatch(interaction, respond);
    },
    definitions: registry.bodies(),
  };
}
