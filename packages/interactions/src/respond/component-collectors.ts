import type { APIInteraction, APIMessageComponentInteraction, Timers } from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';
import type { SentComponents } from './sent-components.js';

/**
 * What a wait for the next click takes. `Click` is the context the router builds for a click (a
 * `ComponentContext`); this layer only hands it over, so it need not know its shape.
 */
export interface ClickWaitOptions<Click> {
  /** How long to wait for the click, in milliseconds. Default 60 000. */
  timeoutMs?: number | undefined;
  /** Which clicks count; a click that fails it goes to the registered handlers. */
  filter?: ((click: Click) => boolean) | undefined;
}

/** One pending `awaitComponent()`: what identifies the messages it waits on, and how to settle it. */
export interface ComponentWaiter<Click = unknown> {
  /** The id of the interaction that sent the message. */
  readonly origin: string;
  /** Ids of messages it sent or updated (filled in as they become known). */
  readonly messageIds: ReadonlySet<string>;
  /** custom_ids of the components it sent, for inline replies whose message id is not known. */
  readonly customIds: ReadonlySet<string>;
  readonly channelId: string | undefined;
  // Methods, not function properties: a waiter for one kind of click sits in a set of waiters for any.
  accepts(click: Click): boolean;
  resolve(click: Click): void;
}

/**
 * The pending `awaitComponent()` calls of one handler, in this process. A click belongs to a waiter when
 * its message names the waiter's interaction (`interaction_metadata.id`), is a message the waiter sent or
 * updated, or (for an inline reply, whose id the app never learns) carries one of the custom_ids the
 * waiter sent, in its channel.
 */
export class ComponentCollectors<Click = unknown> {
  readonly #waiting = new Set<ComponentWaiter<Click>>();

  /** Whether anything is waiting (the dispatcher skips the lookup otherwise). */
  get size(): number {
    return this.#waiting.size;
  }

  add(waiter: ComponentWaiter<Click>): void {
    this.#waiting.add(waiter);
  }

  delete(waiter: ComponentWaiter<Click>): void {
    this.#waiting.delete(waiter);
  }

  /** The waiter a click belongs to and whose filter accepts it, removed from the set; or undefined. */
  take(interaction: APIMessageComponentInteraction, click: Click): ComponentWaiter<Click> | undefined {
    const message = interaction.message as {
      id?: unknown;
      interaction_metadata?: { id?: unknown };
      interaction?: { id?: unknown };
    };
    const origin = message.interaction_metadata?.id ?? message.interaction?.id;
    for (const waiter of this.#waiting) {
      const mine =
        origin === waiter.origin ||
        (typeof message.id === 'string' && waiter.messageIds.has(message.id)) ||
        (origin === undefined &&
          waiter.customIds.has(interaction.data.custom_id) &&
          (interaction.channel_id ?? interaction.channel?.id) === waiter.channelId);
      if (!mine) continue;
      if (!waiter.accepts(click)) continue;
      this.#waiting.delete(waiter);
      return waiter;
    }
    return undefined;
  }
}

const defaultAwaitMs = 60_000;

/**
 * Registers a waiter for the next click on what `interaction` sent (`sent`), and settles with that click's
 * context, or rejects with `COMPONENT_TIMEOUT` after `options.timeoutMs` (default 60 s).
 */
export function waitForComponent<Click>(
  { collectors, timers }: { collectors: ComponentCollectors; timers: Timers },
  interaction: APIInteraction,
  sent: SentComponents,
  options: ClickWaitOptions<Click>,
): Promise<Click> {
  const timeoutMs = options.timeoutMs ?? defaultAwaitMs;
  return new Promise((resolve, reject) => {
    let timer: unknown;
    const { filter } = options;
    const waiter: ComponentWaiter<Click> = {
      origin: interaction.id,
      messageIds: sent.messageIds,
      customIds: sent.customIds,
      channelId: interaction.channel_id ?? interaction.channel?.id,
      accepts: (click) => filter === undefined || filter(click),
      resolve: (click) => {
        timers.clearTimeout(timer);
        resolve(click);
      },
    };
    timer = timers.setTimeout(() => {
      collectors.delete(waiter);
      reject(
        new InteractionError(
          'COMPONENT_TIMEOUT',
          `awaitComponent(): no matching click within ${timeoutMs} ms; the user may have left. Catch this to clean up (e.g. disable the buttons with editReply).`,
        ),
      );
    }, timeoutMs);
    collectors.add(waiter);
  });
}
