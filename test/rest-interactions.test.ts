import type { APIInteraction } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, REST, type RequestEvent } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';

// The interaction endpoints of @slashkit/rest against the emulator: a real app endpoint (node:http,
// verifying signatures) receives the interaction and answers through the callback endpoint, then the
// test edits, follows up and deletes over the webhook endpoints.

const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';

let emu: RunningEmulator;
let app: SignedEndpoint;
let rest: REST;
const sent: RequestEvent[] = [];
const lines: string[] = [];
let onInteraction: (interaction: APIInteraction) => Promise<void> = async () => {};

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'strict' });
  // No token: interaction endpoints need none.
  rest = new REST({
    baseUrl: emu.apiBaseUrl,
    hooks: { onRequest: (event) => sent.push(event) },
    logger: { debug: (line) => lines.push(line) },
  });
  app = await startSignedEndpoint<APIInteraction>(emu.world.application.publicKey, (interaction) =>
    onInteraction(interaction).then(() => undefined),
  );
  const endpoint = `${app.url}interactions`;
  const bot = new REST({ token: emu.world.application.botToken, baseUrl: emu.apiBaseUrl });
  await bot.commands.createGlobalCommand(emu.world.application.id, {
    name: 'hello',
    description: 'Says hello',
  });
  const patched = await fetch(`${emu.url}/_emulator/applications/${emu.world.application.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ interactionsEndpointUrl: endpoint }),
  });
  expect(patched.status).toBe(200);
});
afterAll(async () => {
  app?.close();
  await emu?.stop();
});

async function invoke(): Promise<{ status: string; respondedVia: string | null; interactionId: string }> {
  const response = await fetch(`${emu.url}/_emulator/interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: MEMBER, guildId: emu.world.guild.id, channelId: GENERAL, name: 'hello' }),
  });
  return (await response.json()) as { status: string; respondedVia: string | null; interactionId: string };
}

describe('interaction endpoints', () => {
  it('answers through the callback (with_response), then edits, follows up and deletes', async () => {
    let token = '';
    let callbackResult: unknown;
    onInteraction = async (interaction) => {
      token = interaction.token;
      callbackResult = await rest.interactions.createInteractionResponse(
        interaction.id,
        interaction.token,
        { type: 4, data: { content: 'Hello!' } },
        { withResponse: true },
      );
    };
    const outcome = await invoke();
    expect(outcome).toMatchObject({ status: 'answered', respondedVia: 'callback' });
    expect(callbackResult).toMatchObject({ interaction: { id: outcome.interactionId } });

    const appId = emu.world.application.id;
    expect((await rest.interactions.getOriginalInteractionResponse(appId, token)).content).toBe('Hello!');
    expect(
      (await rest.interactions.editOriginalInteractionResponse(appId, token, { content: 'Hello, edited' }))
        .content,
    ).toBe('Hello, edited');
    const followUp = await rest.interactions.createFollowupMessage(appId, token, {
      content: 'One more',
      flags: 64,
    });
    expect((await rest.interactions.getFollowupMessage(appId, token, followUp.id)).content).toBe('One more');
    expect(
      (await rest.interactions.editFollowupMessage(appId, token, followUp.id, { content: 'Two more' }))
        .content,
    ).toBe('Two more');
    await expect(rest.interactions.deleteFollowupMessage(appId, token, followUp.id)).resolves.toBeUndefined();
    await expect(rest.interactions.deleteOriginalInteractionResponse(appId, token)).resolves.toBeUndefined();
    const gone = await rest.interactions
      .getFollowupMessage(appId, token, followUp.id)
      .catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(APIError);

    // The interaction token never shows in paths reported to hooks or in log lines.
    const reported = JSON.stringify(sent) + lines.join('\n');
    expect(reported).not.toContain(token);
    expect(reported).toContain('[REDACTED]');
  });

  it('does not replay a second callback: 40060 arrives as an APIError after one request', async () => {
    let second: unknown;
    let requestsForSecond = 0;
    onInteraction = async (interaction) => {
      await rest.interactions.createInteractionResponse(interaction.id, interaction.token, { type: 5 });
      const before = sent.length;
      second = await rest.interactions
        .createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'again' } })
        .catch((e: unknown) => e);
      requestsForSecond = sent.length - before;
    };
    const outcome = await invoke();
    expect(outcome.status).toBe('answered');
    expect(second).toBeInstanceOf(APIError);
    expect(requestsForSecond).toBe(1);
    expect((second as APIError).jsonCode).toBe(40060);
    expect((second as APIError).route).toBe('/interactions/{interaction_id}/{interaction_token}/callback');
  });
});
