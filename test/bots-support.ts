import { ApplicationFlags } from '@slashkit/api';
import { type RunningEmulator, type StartEmulatorOptions, startEmulator } from '@slashkit/emulator';

// Shared by the tests of bots written with other libraries (discord.js, @discordjs/core, Oceanic.js): the
// emulator, and a scripted user who acts through the admin API and reads what a user sees.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
export type Json = any;

export const GUILD = '1250000000000000100';
export const GENERAL = '1250000000000000402';
export const ADMIN = '1250000000000000202';
export const MEMBER = '1250000000000000204';
export const NEWBIE = '1250000000000000205';

/** An emulator whose primary app may use every privileged intent (as an app with them enabled). */
export async function startBotEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const emu = await startEmulator(options);
  const flags =
    ApplicationFlags.GatewayPresence |
    ApplicationFlags.GatewayGuildMembers |
    ApplicationFlags.GatewayMessageContent;
  const patched = await admin(emu, 'PATCH', `/applications/${emu.world.application.id}`, { flags });
  if (patched.status !== 200) throw new Error(`flags: ${JSON.stringify(patched.body)}`);
  return emu;
}

/** Calls the emulator's admin API. */
export async function admin(
  emu: RunningEmulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' } }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A user of the world, acting through the admin API the way the web client does. */
export class ScriptedUser {
  constructor(
    readonly emu: RunningEmulator,
    readonly id: string,
  ) {}

  /** Runs a slash command in #general (or `channelId`); resolves once the bot has answered it. */
  async run(name: string, options: Record<string, unknown> = {}, channelId = GENERAL): Promise<Json> {
    return this.#ok(
      await admin(this.emu, 'POST', '/interactions', {
        userId: this.id,
        guildId: GUILD,
        channelId,
        name,
        options,
      }),
    );
  }

  /** Clicks a button (or chooses in a select) of a message. */
  async click(messageId: string, customId: string, values?: string[]): Promise<Json> {
    return this.#ok(
      await admin(this.emu, 'POST', '/components', {
        userId: this.id,
        messageId,
        customId,
        ...(values ? { values } : {}),
      }),
    );
  }

  /** Submits the modal the bot opened for this user. */
  async submitModal(fields: Record<string, string>): Promise<Json> {
    return this.#ok(await admin(this.emu, 'POST', '/modals/submit', { userId: this.id, fields }));
  }

  /** Writes a message in a guild channel (the DM with an app when `dmChannelId` is given instead). */
  async write(content: string, channelId = GENERAL, guildId: string | undefined = GUILD): Promise<Json> {
    return this.#ok(
      await admin(this.emu, 'POST', '/messages', {
        ...(guildId ? { guildId } : {}),
        channelId,
        authorId: this.id,
        content,
      }),
    );
  }

  /** The messages of a guild channel this user sees, oldest first (not other users' ephemeral replies). */
  async sees(channelId = GENERAL): Promise<Json[]> {
    const query = new URLSearchParams({ guildId: GUILD, channelId });
    return this.#ok(await admin(this.emu, 'GET', `/users/${this.id}/messages?${query}`)).messages;
  }

  /** The messages of this user's DM with the primary app. */
  async seesDm(): Promise<Json> {
    const query = new URLSearchParams({ applicationId: this.emu.world.application.id, context: '1' });
    return this.#ok(await admin(this.emu, 'GET', `/users/${this.id}/messages?${query}`));
  }

  #ok(res: { status: number; body: Json }): Json {
    if (res.status >= 300) throw new Error(`admin API answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

/**
 * Resolves with the next message created in the emulator (optionally in `channelId`) whose content
 * matches: what a bot sends after answering an interaction arrives after the admin call returns.
 */
export function nextMessage(emu: RunningEmulator, match: (content: string) => boolean): Promise<Json> {
  return new Promise((resolve) => {
    const off = emu.context.events.subscribe((event) => {
      if (event.type !== 'MESSAGE_CREATE') return;
      const message = emu.context.state.messages.get((event.data as { id: string }).id);
      if (message && match(message.content)) {
        off();
        resolve(message);
      }
    });
  });
}
