import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';

// The follow-up limit (service-facts "Error bodies": 40094 follow-up limit), observed through the gateway
// path: the test answers INTERACTION_CREATE through the callback endpoint, then sends follow-ups.

const GENERAL = '1250000000000000402';

/** Runs /ping as `member` in #general, answers it with a message, and returns its token and owners. */
async function answered(h: Harness): Promise<{ token: string; owners: Json }> {
  let interaction: Json;
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type !== 'INTERACTION_CREATE') return;
    interaction = event.data;
    void fetch(`${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'pong' } }),
    });
  });
  const run = await h.admin('POST', '/interactions', {
    userId: h.user('member').id,
    guildId: h.guild.id,
    channelId: GENERAL,
    name: 'ping',
  });
  unsubscribe();
  expect(run.body).toMatchObject({ status: 'answered', responseType: 4 });
  return { token: interaction.token, owners: interaction.authorizing_integration_owners };
}

function followUp(h: Harness, token: string, content: string) {
  return h.api('POST', `/webhooks/${h.app.id}/${token}`, { body: { content }, auth: null });
}

async function ping(h: Harness, integrationTypes: number[]) {
  const res = await h.api('POST', `/applications/${h.app.id}/commands`, {
    body: { name: 'ping', description: 'Ping', integration_types: integrationTypes, contexts: [0, 1, 2] },
  });
  expect(res.status).toBe(201);
}

describe('follow-up limit (40094)', () => {
  it('refuses the sixth follow-up of an interaction authorized only by a user install, counting deleted ones', async () => {
    const h = await start();
    expect((await h.admin('PATCH', `/applications/${h.app.id}`, { integrationTypes: [0, 1] })).status).toBe(
      200,
    );
    await ping(h, [1]);
    const { token, owners } = await answered(h);
    expect(owners).toEqual({ '1': h.user('member').id });
    const first = await followUp(h, token, 'one');
    expect(first.status).toBe(200);
    const deleted = await h.api('DELETE', `/webhooks/${h.app.id}/${token}/messages/${first.body.id}`, {
      auth: null,
    });
    expect(deleted.status).toBe(204);
    for (const content of ['two', 'three', 'four', 'five'])
      expect((await followUp(h, token, content)).status).toBe(200);
    const refused = await followUp(h, token, 'six');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(40094);
    expect(refused.body.message).toMatch(/maximum number of follow up messages.*5 follow-ups/);
    // Edits are not follow-ups: the original can still change.
    const edit = await h.api('PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, {
      body: { content: 'edited' },
      auth: null,
    });
    expect(edit.status).toBe(200);
  });

  it('has no such limit when a guild install covers the interaction', async () => {
    const h = await start();
    await ping(h, [0]);
    const { token, owners } = await answered(h);
    expect(owners).toEqual({ '0': h.guild.id });
    for (let i = 1; i <= 7; i++) expect((await followUp(h, token, `n${i}`)).status).toBe(200);
  });
});
