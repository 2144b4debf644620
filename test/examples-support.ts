// Shared by the test/examples-*.test.ts files: drive the emulator's admin API as a user's client would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RunningEmulator } from '@slashkit/emulator';

/** Ids of the seeded world (see the emulator README). */
export const ids = {
  guild: '1250000000000000100',
  owner: '1250000000000000201',
  admin: '1250000000000000202',
  moderator: '1250000000000000203',
  member: '1250000000000000204',
  general: '1250000000000000402',
} as const;

/** A message as `GET /_emulator/messages` lists it (the fields the tests read). */
export interface Message {
  id: string;
  content: string;
  flags?: number;
  interaction_metadata?: { id: string; original_response_message_id?: string };
}

/** What `POST /_emulator/interactions` answers: an outcome, or a refusal (`reason`) with its status. */
export interface Outcome {
  httpStatus: number;
  interactionId?: string;
  delivery?: 'http' | 'gateway' | 'service';
  status?: 'answered' | 'failed';
  responseType?: number | null;
  response?: { type: number; data?: { content?: string; flags?: number } } | null;
  respondedVia?: 'inline' | 'callback' | null;
  messages?: Message[];
  choices?: { name: string; value: string | number }[];
  error?: string;
  reason?: string;
  message?: string;
}

async function admin(emu: RunningEmulator, method: string, path: string, body?: unknown) {
  const res = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Saves `url` as the primary app's interactions endpoint (the emulator PINGs it first, like the service). */
export async function setInteractionsEndpoint(emu: RunningEmulator, url: string | null): Promise<void> {
  const { status, body } = await admin(emu, 'PATCH', `/applications/${emu.world.application.id}`, {
    interactionsEndpointUrl: url,
  });
  if (status !== 200) throw new Error(`setting the endpoint failed: ${status} ${JSON.stringify(body)}`);
}

/** Runs a command as a user in the seeded guild's #general (unless the request says otherwise). */
export async function invoke(emu: RunningEmulator, request: Record<string, unknown>): Promise<Outcome> {
  const { status, body } = await admin(emu, 'POST', '/interactions', {
    guildId: ids.guild,
    channelId: ids.general,
    ...request,
  });
  return { httpStatus: status, ...body };
}

/** Types into an autocomplete option as a user; resolves with the suggestions' values. */
export async function autocomplete(
  emu: RunningEmulator,
  request: Record<string, unknown>,
): Promise<string[]> {
  const { status, body } = await admin(emu, 'POST', '/autocomplete', {
    guildId: ids.guild,
    channelId: ids.general,
    ...request,
  });
  if (status !== 200) throw new Error(`autocomplete failed: ${status} ${JSON.stringify(body)}`);
  return ((body as unknown as Outcome).choices ?? []).map((choice) => String(choice.value));
}

/** Posts a message in a channel as a user (a target for MESSAGE commands); resolves with its id. */
export async function seedMessage(
  emu: RunningEmulator,
  authorId: string,
  content: string,
  channelId: string = ids.general,
): Promise<string> {
  const { status, body } = await admin(emu, 'POST', '/messages', {
    guildId: ids.guild,
    channelId,
    authorId,
    content,
  });
  if (status !== 201) throw new Error(`seeding a message failed: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}

/** The messages an interaction produced, in order (the original response first). */
export async function messagesOf(emu: RunningEmulator, interactionId: string): Promise<Message[]> {
  const { body } = await admin(emu, 'GET', `/messages?interactionId=${interactionId}`);
  return body as unknown as Message[];
}

/**
 * Resolves once the emulator has finished answering the next `count` requests whose method and path match:
 * an event to await (e.g. a bot's follow-ups arriving) instead of sleeping. Call it before causing them.
 */
export function nextRequest(emu: RunningEmulator, method: string, path: RegExp, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== method || !path.test(req.url ?? '')) return;
      left -= 1;
      // Bots send follow-ups one after another, so the last to arrive is the last to finish.
      if (left > 0) return;
      emu.server.off('request', onRequest);
      res.once('finish', () => resolve());
    };
    emu.server.on('request', onRequest);
  });
}
