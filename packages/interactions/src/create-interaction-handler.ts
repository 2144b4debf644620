import type { APIInteraction, RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import type { CommandRegistration } from './command.js';
import type { ComponentRegistration } from './component.js';
import type { RepliableContext } from './context/repliable-context.js';
import { createRequestVerifier, type Ed25519Backend } from './create-signature-verifier.js';
import { decodeHex } from './crypto/hex.js';
import { handleHttpRequest, type WaitUntil } from './http/handle-http-request.js';
import type { InteractionHttpRequest } from './http/interaction-http-request.js';
import type { InteractionHttpResponse } from './http/interaction-http-response.js';
import { readWebBody } from './http/read-web-body.js';
import { InteractionError } from './interaction-error.js';
import type { InteractionErrorInfo } from './interaction-error-info.js';
import type { ModalRegistration } from './modal.js';
import { createDeadlineTimers } from './respond/create-deadline-timers.js';
import type { InteractionMessage } from './respond/interaction-message.js';
import type { RespondFunction } from './respond/interaction-responder.js';
import type { InteractionRestClient } from './respond/interaction-rest-client.js';
import type { InteractionTimers } from './respond/interaction-timers.js';
import { type LazyRestOptions, loadRestClient } from './respond/load-rest-client.js';
import { CommandRegistry } from './routing/command-registry.js';
import { componentRoutes, modalRoutes } from './routing/component-routes.js';
import { Dispatcher } from './routing/dispatcher.js';

/** Options of {@link createInteractionHandler}. */
export interface InteractionHandlerOptions {
  /**
   * The app's hex Ed25519 public key, or several during a key rotation. Needed to receive webhooks; a bot
   * that only takes interactions from the gateway (`dispatch`) may leave it out.
   */
  publicKey?: string | readonly string[];
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
   * @slashkit/rest or anything with the same interaction methods. When omitted, @slashkit/rest is imported
   * on first use, so importing this package stays light.
   */
  rest?: InteractionRestClient;
  /** Options for the `REST` created on first use when `rest` is omitted (e.g. the emulator's `baseUrl`). */
  restOptions?: LazyRestOptions;
  /**
   * How long a handler may run before the interaction is deferred automatically (its later reply then
   * edits the deferred message); for autocomplete, when an empty list is sent. Default 2000 ms, below
   * the service's 3000 ms deadline with room for the network. `false` turns it off.
   */
  autoDeferMs?: number | false;
  /** Refuse requests whose signature timestamp is older (or newer) than this many seconds. Off by default. */
  maxTimestampAgeSeconds?: number;
  /** Largest accepted body; larger requests get 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** The clock for the timestamp check, in milliseconds since the epoch. */
  now?: () => number;
  /** The timers for the automatic deferral (inject fake ones in tests). */
  timers?: InteractionTimers;
  /** Force one Ed25519 implementation instead of the best available. */
  signatureBackend?: Ed25519Backend;
  /**
   * Called with every error: a handler that threw, options that do not match the definition, a failed
   * follow-up. The user has already been sent an ephemeral error reply. Defaults to `console.error`.
   */
  onError?: (error: unknown, info: InteractionErrorInfo) => void | Promise<void>;
  /**
   * Called for a command with no registration (e.g. removed from code but still on the service); reply
   * from it to customise the answer. Without a reply, the user gets a short ephemeral notice.
   */
  onUnknownCommand?: (ctx: RepliableContext) => unknown;
  /** What the user sees when a handler throws; the error itself is never shown. */
  errorMessage?: InteractionMessage | ((error: unknown) => InteractionMessage);
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
  /** The transport-neutral core under `fetch` and the node adapter. */
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

const defaultOnError = (error: unknown, info: InteractionErrorInfo): void => {
  const where = info.commandName === undefined ? 'interaction' : `/${info.commandName}`;
  console.error(
    `[@slashkit/interactions] ${where} (interaction ${info.interactionId ?? 'unknown'}) failed:`,
    error,
  );
};

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
 * @see service-facts "Interactions"
 */
export function createInteractionHandler(options: InteractionHandlerOptions): InteractionHandler {
  const publicKeys: readonly string[] =
    options.publicKey === undefined
      ? []
      : typeof options.publicKey === 'string'
        ? [options.publicKey]
        : [...options.publicKey];
  if (
    (options.publicKey !== undefined && publicKeys.length === 0) ||
    publicKeys.some((key) => !decodeHex(key, 32))
  )
    throw new TypeError(
      "createInteractionHandler: publicKey must be the app's Ed25519 public key as 64 hex characters (or a list of them).",
    );
  const autoDeferMs = options.autoDeferMs ?? defaultAutoDeferMs;
  if (autoDeferMs !== false && !(autoDeferMs >= 0 && autoDeferMs < 3000))
    throw new RangeError(
      `createInteractionHandler: autoDeferMs must be between 0 and 3000 (the service's deadline), or false; got ${autoDeferMs}.`,
    );
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const registry = new CommandRegistry(options.commands);
  const components = componentRoutes(options.components);
  const modals = modalRoutes(options.modals);
  const verify = createRequestVerifier(publicKeys, {
    ...(options.maxTimestampAgeSeconds === undefined
      ? {}
      : { maxAgeSeconds: options.maxTimestampAgeSeconds }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.signatureBackend ? { backend: options.signatureBackend } : {}),
  });

  let restPromise: Promise<InteractionRestClient> | undefined;
  const rest = (): Promise<InteractionRestClient> => {
    if (options.rest) return Promise.resolve(options.rest);
    restPromise ??= loadRestClient(options.restOptions ?? {}).catch((error: unknown) => {
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
    timers: options.timers ?? createDeadlineTimers(),
    onError: options.onError ?? defaultOnError,
    onUnknownCommand: options.onUnknownCommand,
    errorMessage:
      errorMessage === undefined
        ? defaultErrorMessage
        : typeof errorMessage === 'function'
          ? errorMessage
          : () => errorMessage,
  });

  const core = {
    verify,
    maxBodyBytes,
    dispatch: (interaction: unknown, respond: RespondFunction) => dispatcher.dispatch(interaction, respond),
  };
  const handle = (request: InteractionHttpRequest, env?: WaitUntil) => {
    if (publicKeys.length === 0)
      return Promise.reject(
        new InteractionError(
          'NO_PUBLIC_KEY',
          "createInteractionHandler: a webhook request came in, but no publicKey was given; pass the app's public key to receive webhooks.",
        ),
      );
    return handleHttpRequest(request, core, env);
  };

  return {
    handle,
    async fetch(request, env) {
      const { headers } = request;
      const response = await handle(
        {
          method: request.method,
          contentType: headers.get('content-type'),
          contentLength: headers.get('content-length'),
          signature: headers.get('x-signature-ed25519'),
          timestamp: headers.get('x-signature-timestamp'),
          readBody: (max) => readWebBody(request, max),
        },
        env,
      );
      const answer = new Response(response.body, { status: response.status, headers: response.headers });
      // A Fetch runtime writes the answer as soon as it is returned; this is the last moment we see.
      response.sent?.();
      return answer;
    },
    dispatch(interaction, dispatchOptions = {}) {
      const respond: RespondFunction =
        dispatchOptions.respond ??
        (async (body) => {
          const client = await rest();
          await client.createInteractionResponse(interaction.id, interaction.token, body);
        });
      return dispatcher.dispatch(interaction, respond);
    },
    definitions: registry.bodies(),
  };
}
