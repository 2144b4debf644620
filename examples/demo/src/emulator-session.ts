// A small typed client for the emulator's admin API: what a user does in the chat client, scripted.
import type { APIApplicationCommandOptionChoice } from '@slashkit/api';

/** A message as the demo shows it: its text, its flags, and its components (buttons, select menus). */
export interface ShownMessage {
  id: string;
  content: string;
  flags?: number;
  components?: unknown[];
}

/** What the emulator answers after running a command (see the emulator README, "Interaction delivery"). */
export interface Outcome {
  interactionId: string;
  status: 'answered' | 'failed';
  responseType: number | null;
  response?: { type: number; data?: { title?: string } } | null;
  messages: ShownMessage[];
  /** Components and modals opened from one: the message that holds the component, after the answer. */
  message?: ShownMessage;
  choices?: APIApplicationCommandOptionChoice[];
  error?: string;
}

/** A command run as a user would run it in the client. */
export interface Invocation {
  userId: string;
  /** The app whose command runs; default: the primary application. */
  applicationId?: string;
  name: string;
  type?: 1 | 2 | 3;
  guildId?: string;
  channelId?: string;
  options?: Record<string, unknown>;
  targetId?: string;
  focused?: string;
}

/** Thrown when the emulator refuses an invocation (e.g. a user who may not run the command). */
export class RefusedInvocation extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Talks to one emulator's `/_emulator` routes. */
export class EmulatorSession {
  constructor(readonly origin: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}/_emulator${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const data = text ? (JSON.parse(text) as { message?: string }) : {};
    if (!response.ok) throw new RefusedInvocation(response.status, data.message ?? `HTTP ${response.status}`);
    return data as T;
  }

  /** Adds an application to the world (installed in its guild); resolves with its ids and keys. */
  createApplication(
    name: string,
  ): Promise<{ id: string; name: string; botToken: string; publicKey: string; bot: { username: string } }> {
    return this.call('POST', '/applications', { name });
  }

  /** Sets the app's interactions endpoint URL; the emulator first checks it like the service does. */
  setInteractionsEndpoint(applicationId: string, url: string): Promise<unknown> {
    return this.call('PATCH', `/applications/${applicationId}`, { interactionsEndpointUrl: url });
  }

  /** Runs a command as a user; resolves with the outcome or rejects with {@link RefusedInvocation}. */
  run(invocation: Invocation): Promise<Outcome> {
    return this.call('POST', '/interactions', invocation);
  }

  /** Types into an autocomplete option; resolves with the app's suggestions. */
  autocomplete(invocation: Invocation & { focused: string }): Promise<Outcome> {
    return this.call('POST', '/autocomplete', invocation);
  }

  /** Clicks a button (or chooses `values` in a select menu) of a message, as a user. */
  click(userId: string, messageId: string, customId: string, values?: string[]): Promise<Outcome> {
    return this.call('POST', '/components', { userId, messageId, customId, ...(values ? { values } : {}) });
  }

  /** Submits the modal the app opened for a user, with what they typed (by text input custom_id). */
  submitModal(userId: string, fields: Record<string, string>): Promise<Outcome> {
    return this.call('POST', '/modals/submit', { userId, fields });
  }

  /** Posts a message in a channel as a user, so that MESSAGE commands have something to act on. */
  postMessage(input: {
    guildId: string;
    channelId: string;
    authorId: string;
    content: string;
  }): Promise<{ id: string }> {
    return this.call('POST', '/messages', input);
  }

  /** The messages an interaction produced so far: the reply (or its edits) and follow-ups. */
  messages(interactionId: string): Promise<Outcome['messages']> {
    return this.call('GET', `/messages?interactionId=${interactionId}`);
  }

  /**
   * Waits until an interaction has at least `count` messages: the bot answers a deferred command later,
   * on its own time, so the demo asks again until it has. Bounded, so a broken bot cannot hang the demo.
   */
  async waitForMessages(
    interactionId: string,
    count: number,
    timeoutMs = 5000,
  ): Promise<Outcome['messages']> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await this.messages(interactionId);
      if (messages.length >= count && messages.every((m) => m.content !== '')) return messages;
      if (Date.now() > deadline)
        throw new Error(`interaction ${interactionId}: no answer after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * Waits until a message of a channel satisfies `ready`: a bot that acknowledged a click with
   * `deferUpdate` edits the message later, on its own time. Bounded, so a broken bot cannot hang the demo.
   */
  async waitForMessage(
    channelId: string,
    messageId: string,
    ready: (message: ShownMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<ShownMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await this.call<ShownMessage[]>('GET', `/messages?channelId=${channelId}`);
      const message = messages.find((m) => m.id === messageId);
      if (message && ready(message)) return message;
      if (Date.now() > deadline) throw new Error(`message ${messageId}: not updated after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Consents as `userId` on the authorize page without a browser; returns where the browser would go. */
  consent(userId: string, url: string): Promise<{ redirectUrl: string }> {
    return this.call('POST', '/oauth2/authorize', { userId, approve: true, url });
  }
}
