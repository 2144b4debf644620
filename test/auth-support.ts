import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthorizationArgs } from '@slashkit/auth';
import type { NodeAuthClient } from '@slashkit/auth/node';
import type { RunningEmulator } from '@slashkit/emulator';
import { createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';

// Shared by the auth-* end-to-end tests: the admin API, the headless consent, and an app endpoint.

export const GUILD = '1250000000000000100';
export const GENERAL = '1250000000000000402';
export const [OWNER, MODERATOR, MEMBER, OUTSIDER] = ['201', '203', '204', '206'].map(
  (n) => `1250000000000000${n}`,
) as [string, string, string, string];

/** A call of the emulator's admin API; answers the status and the parsed body. */
export async function admin(emu: RunningEmulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field.
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

/** The headless consent: `userId` approves the authorize URL (picking `guildId` for a guild install). */
export function consent(
  emu: RunningEmulator,
  url: string,
  userId: string,
  extra: { guildId?: string; approve?: boolean } = {},
) {
  return admin(emu, 'POST', '/oauth2/authorize', { userId, approve: extra.approve ?? true, url, ...extra });
}

/**
 * A login through `client.authorize()` with the headless consent as the browser; answers the checked
 * result (with the request's nonce) and the token.
 */
export async function login(
  emu: RunningEmulator,
  client: NodeAuthClient,
  args: AuthorizationArgs,
  userId: string,
) {
  const result = await client.authorize(args, {
    openUrl: async (url) => {
      const answer = await consent(emu, url, userId);
      if (answer.status !== 200) throw new Error(`consent refused: ${answer.body.message}`);
      await (await fetch(answer.body.redirectUrl as string)).arrayBuffer();
    },
  });
  return { result, token: await client.exchangeCode(result) };
}

/** Scopes as AuthorizationArgs take them. */
export function argsFor(scopes: string, nonce?: string): AuthorizationArgs {
  return new AuthorizationArgs({ scopes, ...(nonce === undefined ? {} : { nonce }) });
}

/**
 * An app's interactions endpoint that answers every command with its `app_permissions`, so a test sees
 * both that the command ran and what the installed bot may do. Close the server when done.
 */
export async function appEndpoint(publicKey: string): Promise<{ url: string; server: Server }> {
  const handler = createInteractionHandler({
    publicKey,
    commands: [],
    onUnknownCommand: (ctx) => ctx.reply(`ran with ${ctx.interaction.app_permissions}`),
    onError: () => {},
  });
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}
