import { describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';
import { command, run } from './scripted-app.js';

// service-facts "Query strings and lenient numbers": every boolean query parameter is read by one parser
// (True/true/1, False/false/0; anything else is 400 at the parameter's name).

/** Runs `ping` over the gateway path and hands back the interaction the app received. */
async function interaction(h: Harness): Promise<{ interaction: Json; settled: Promise<Json> }> {
  let resolve!: (i: Json) => void;
  const delivered = new Promise<Json>((r) => {
    resolve = r;
  });
  const unsubscribe = h.emu.context.events.subscribe((event) => {
    if (event.type === 'INTERACTION_CREATE') resolve(event.data);
  });
  const settled = run(h, 'ping');
  const received = await delivered;
  unsubscribe();
  return { interaction: received, settled };
}

async function callback(h: Harness, i: Json, query: string) {
  return h.api('POST', `/interactions/${i.id}/${i.token}/callback${query}`, {
    body: { type: 4, data: { content: 'pong' } },
    auth: null,
  });
}

describe('boolean query parameters', () => {
  it.each([
    ['?with_response=True', 200],
    ['?with_response=true', 200],
    ['?with_response=1', 200],
    ['?with_response=False', 204],
    ['?with_response=false', 204],
    ['?with_response=0', 204],
    ['', 204],
  ])('the callback reads %j: %i', async (query, status) => {
    const h = await start();
    await command(h, 'ping');
    const { interaction: i, settled } = await interaction(h);
    const res = await callback(h, i, query);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.resource.message.content).toBe('pong');
    expect((await settled).status).toBe('answered');
  });

  it('refuses another spelling with 400 at the parameter, before the answer counts', async () => {
    const h = await start();
    await command(h, 'ping');
    const { interaction: i, settled } = await interaction(h);
    const refused = await callback(h, i, '?with_response=yes');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 50035 });
    expect(refused.body.errors.with_response._errors[0]).toMatchObject({ code: 'BASE_TYPE_BOOLEAN' });
    expect(refused.body.errors.with_response._errors[0].message).toMatch(/True, true, 1 or False, false, 0/);
    // The interaction is still unanswered: a good request goes through.
    expect((await callback(h, i, '?with_response=true')).status).toBe(200);
    expect((await settled).status).toBe('answered');
  });

  it('with_localizations on the command list and wait on a follow-up read the same spellings', async () => {
    const h = await start();
    await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { name: 'hi', description: 'Hi', name_localizations: { fr: 'salut' } },
    });
    const list = (query: string) => h.api('GET', `/applications/${h.app.id}/commands${query}`);
    expect((await list('?with_localizations=True')).body[0].name_localizations).toEqual({ fr: 'salut' });
    expect((await list('?with_localizations=1')).body[0].name_localizations).toEqual({ fr: 'salut' });
    expect((await list('?with_localizations=0')).body[0]).not.toHaveProperty('name_localizations');
    const bad = await list('?with_localizations=TRUE');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.with_localizations._errors[0].code).toBe('BASE_TYPE_BOOLEAN');

    await command(h, 'ping');
    const { interaction: i, settled } = await interaction(h);
    await callback(h, i, '');
    await settled;
    const hook = `/webhooks/${h.app.id}/${i.token}`;
    expect((await h.api('POST', `${hook}?wait=False`, { body: { content: 'a' }, auth: null })).status).toBe(
      200,
    );
    expect((await h.api('POST', `${hook}?wait=maybe`, { body: { content: 'b' }, auth: null })).status).toBe(
      400,
    );
  });
});
