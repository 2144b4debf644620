import type { APIInteraction, APIMessageComponentInteraction, Timers } from '@slashkit/api';
import type { AwaitComponentOptions, ComponentContext } from '../context/component-context.js';
import { InteractionError } from '../interaction-error.js';
import type { SentComponents } from './sent-components.js';

/** One pending `awaitComponent()`: what identifies the messages it waits on, and how to settle it. */
export interface ComponentWaiter {
  /** The id of the interaction that sent the message. */
  readonly origin: string;
  /** Ids of messages it sent or updated (filled in as they become known). */
  readonly messageIds: ReadonlySet<string>;
  /** custom_ids of the components it sent, for inline replies whose message id is not known. */
  readonly customIds: ReadonlySet<string>;
  readonly channelId: string | undefined;
  readonly filter: ((ctx: ComponentContext) => boolean) | undefined;
  resolve(ctx: ComponentContext): void;
}

/**
 * The pending `awaitComponent()` calls of one handler, in this process. A click belongs to a waiter when
 * its message names the waiter's interaction (`interaction_metadata.id`), is a message the waiter sent or
 * updated, or (for an inline reply, whose id the app never learns) carries one of the custom_ids the
 * waiter sent, in its channel.
 */
export class ComponentCollectors {
  readonly #waiting = new Set<ComponentWaiter>();

  /** Whether anything is waiting (the dispatcher skips the lookup otherwise). */
  get size(): number {
    return this.#waiting.size;
  }

  add(waiter: ComponentWaiter): void {
    this.#waiting.add(waiter);
  }

  delete(waiter: ComponentWaiter): void {
    this.#waiting.delete(waiter);
  }

  /** The waiter a click belongs to and whose filter accepts it, removed from the set; or undefined. */
  take(interaction: APIMessageComponentInteraction, ctx: ComponentContext): ComponentWaiter | undefined {
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
      if (waiter.filter && !waiter.filter(ctx)) continue;
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
export function waitForComponent(
  { collectors, timers }: { collectors: ComponentCollectors; timers: Timers },
  interaction: APIInteraction,
  sent: SentComponents,
  options: AwaitComponentOptions,
): Promise<ComponentContext> {
  const timeoutMs = options.timeoutMs ?? defaultAwaitMs;
  return new Promise((resolve, reject) => {
    let timer: unknown;
    const waiter: ComponentWaiter = {
      origin: interaction.id,
      messageIds: sent.messageIds,
      customIds: sent.customIds,
      channelId: interaction.channel_id ?? interaction.channel?.id,
      filter: options.filter,
      resolve: (ctx) => {
        timers.clearTimeout(timer);
        resolve(ctx);
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
