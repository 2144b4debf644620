import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { click, command, run, scriptedApp } from './scripted-app.js';

// Messages with IS_COMPONENTS_V2 (service-facts "Components V2 and modals (2025)"): the emulator checks
// replies, updates, follow-ups and edits with @slashkit/api's rules, keeps the flag, and refuses with the
// JSON path of each problem.

const V2 = 1 << 15;

const card = {
  flags: V2,
  components: [
    {
      type: 17,
      accent_color: 0x5865f2,
      components: [
        {
          type: 9,
          components: [{ type: 10, content: '## Ada Lovelace' }],
          accessory: { type: 11, media: { url: 'https://example.com/ada.png' } },
        },
        { type: 12, items: [{ media: { url: 'https://example.com/a.png' } }] },
        { type: 14 },
        { type: 1, components: [{ type: 2, style: 1, label: 'Follow', custom_id: 'follow' }] },
      ],
    },
  ],
};

describe('IS_COMPONENTS_V2 messages', () => {
  it('stores a V2 reply numbered, with the flag; refuses content beside it and an edit that clears the flag', async () => {
    const h = await start();
    await command(h, 'card');
    let token = '';
    let answer: Json = { type: 4, data: card };
    const app = scriptedApp(h, (i: Json) => {
      token = i.token;
      return answer;
    });
    const outcome = await run(h, 'card');
    expect(outcome.status).toBe('answered');
    const [message] = outcome.messages;
    expect(message.flags & V2).toBe(V2);
    expect(message.content).toBe('');
    expect(message.components[0]).toMatchObject({ type: 17, id: 1, accent_color: 0x5865f2 });
    expect(message.components[0].components[3].components[0]).toMatchObject({ custom_id: 'follow', id: 8 });

    // An edit without the flag stays V2: content is refused there, and the flag cannot be cleared.
    const edit = (body: Json) =>
      h.api('PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, { body, auth: null });
    const content = await edit({ content: 'plain now' });
    expect(content.status).toBe(400);
    expect(content.body.errors.content._errors[0].message).toMatch(/IS_COMPONENTS_V2/);
    const cleared = await edit({ flags: 0, components: [] });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors.flags._errors[0].message).toMatch(/clear IS_COMPONENTS_V2/);

    // UPDATE_MESSAGE from the button: checked as V2 too.
    answer = { type: 7, data: { content: 'Followed' } };
    const clicked = click(h, 'member', message.id, 'follow');
    await app.callbacksDone(2);
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    expect((await clicked).body.status).toBe('failed');
    expect(app.callbacks[1]!.body.errors.data.content._errors[0].message).toMatch(/text display/);
  });

  it('refuses a V2 reply with embeds or a misplaced component, with the path', async () => {
    const h = await start();
    await command(h, 'card');
    const bad = {
      type: 4,
      data: {
        flags: V2,
        embeds: [{ title: 'x' }],
        components: [{ type: 17, components: [{ type: 9, components: [{ type: 10, content: 'x' }] }] }],
      },
    };
    const app = scriptedApp(h, () => bad);
    const ran = run(h, 'card');
    await app.callbacksDone(1);
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    expect((await ran).status).toBe('failed');
    const errors = app.callbacks[0]!.body.errors.data;
    expect(errors.embeds._errors[0].message).toMatch(/cannot carry embeds/);
    // A section needs its accessory.
    expect(errors.components['0'].components['0'].accessory._errors).toBeDefined();
  });
});
