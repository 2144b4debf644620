import { describe, expect, it } from 'vitest';
import { type Json, start } from './harness.js';
import { command, run, scriptedApp } from './scripted-app.js';

// What the web client's page is served with, and the embeds a bot may put in front of it: the emulator
// checks them as the service does (a colour is an integer 0-0xFFFFFF or null), so no string ever reaches
// the page's styles.

describe('the web client page', () => {
  it('is served with a strict Content-Security-Policy and refuses to be framed', async () => {
    const h = await start();
    const page = await fetch(`${h.emu.url}/_emulator/client`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('img-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // The page has no inline script or style for the policy to refuse.
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=|<style/);
  });
});

describe('embeds a bot sends', () => {
  /** Runs /card, deferred by the app, then edits its reply to hold `embed`; returns the edit's answer. */
  async function answerWith(embed: Json) {
    const h = await start();
    await command(h, 'card');
    const app = scriptedApp(h, () => ({ type: 5 }));
    expect((await run(h, 'card')).status).toBe('answered');
    await app.settled();
    app.unsubscribe();
    const token = app.callbacks[0]!.interaction.token as string;
    const edit = await h.api('PATCH', `/webhooks/${h.app.id}/${token}/messages/@original`, {
      body: { content: 'card', embeds: [embed] },
      auth: null,
    });
    return { h, edit };
  }

  it('a CSS string as the colour is refused at embeds.0.color, and nothing is stored', async () => {
    const { h, edit } = await answerWith({ title: 'x', color: 'red;background:url(//evil.example/x)' });
    expect(edit.status).toBe(400);
    expect(edit.body.code).toBe(50035);
    expect(edit.body.errors.embeds['0'].color._errors[0].code).toBe('NUMBER_TYPE_COERCE');
    const messages: Json[] = (await h.admin('GET', '/messages')).body;
    expect(messages.flatMap((m) => m.embeds)).toEqual([]);
  });

  it.each([
    ['a colour over 0xFFFFFF', { color: 0x1000000 }, 'NUMBER_TYPE_MAX'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'URL_TYPE_INVALID_SCHEME'],
  ])('%s is refused', async (_what, embed, code) => {
    const { edit } = await answerWith({ title: 'x', ...embed });
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.body.errors)).toContain(code);
  });

  it('a null colour is accepted and means no colour: the answer and the stored embed have no `color`', async () => {
    const { h, edit } = await answerWith({ title: 'x', color: null });
    expect(edit.status).toBe(200);
    expect(edit.body.embeds).toEqual([{ type: 'rich', title: 'x' }]);
    const messages: Json[] = (await h.admin('GET', '/messages')).body;
    expect(messages.at(-1).embeds).toEqual([{ type: 'rich', title: 'x' }]);
  });
});
