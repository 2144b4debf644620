import { describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';

// The install part of the authorize request, failure by failure, and the consent page's own form.

const MODERATOR = '1250000000000000203';
const MEMBER = '1250000000000000204';
const REDIRECT = 'http://127.0.0.1:54321/callback';

async function page(h: Harness, params: Record<string, string>) {
  const res = await fetch(`${h.emu.url}/oauth2/authorize?${new URLSearchParams(params)}`, {
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

const install = (h: Harness, extra: Record<string, string> = {}) => ({
  client_id: h.app.clientId,
  scope: 'bot applications.commands',
  ...extra,
});

describe('authorize: the install parameters (service-facts "Installing an app")', () => {
  it.each([
    ['a malformed permissions', { permissions: '12ab' }, 'permissions must be a decimal permission bit set'],
    ['an unknown guild_id', { guild_id: '1250000000000000999' }, 'is not a guild of the world'],
    [
      'disable_guild_select without guild_id',
      { disable_guild_select: 'true' },
      'disable_guild_select=true needs guild_id',
    ],
    ['disable_guild_select other than true/false', { disable_guild_select: 'yes' }, 'must be true or false'],
    ['a repeated guild_id', { guild_id: '1' }, 'guild_id is given more than once'],
  ])('shows %s on the page when there is no redirect_uri', async (name, extra, message) => {
    const h = await start();
    const params = new URLSearchParams(install(h, extra));
    if (name === 'a repeated guild_id') params.append('guild_id', '2');
    const res = await fetch(`${h.emu.url}/oauth2/authorize?${params}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('redirects install errors with error, state and iss when there is a redirect_uri', async () => {
    const h = await start();
    const res = await page(
      h,
      install(h, { permissions: 'x', response_type: 'code', redirect_uri: REDIRECT, state: 's' }),
    );
    expect(res.status).toBe(302);
    const back = new URL(res.location ?? '').searchParams;
    expect(back.get('error')).toBe('invalid_request');
    expect(back.get('state')).toBe('s');
    expect(back.get('iss')).toBe(h.emu.url);
  });

  it('still needs a redirect_uri when the install scopes come with user scopes', async () => {
    const h = await start();
    const res = await page(h, { client_id: h.app.clientId, scope: 'bot identify' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('redirect_uri is missing');
  });

  it('a game login with identify applications.commands and no integration_type installs nothing', async () => {
    const h = await start();
    const params = {
      client_id: h.app.clientId,
      scope: 'identify applications.commands',
      response_type: 'code',
      redirect_uri: REDIRECT,
    };
    const res = await h.admin('POST', '/oauth2/authorize', { userId: MEMBER, approve: true, params });
    expect(res.status).toBe(200);
    expect(new URL(res.body.redirectUrl).searchParams.get('guild_id')).toBeNull();
  });

  it('the consent form installs into the guild picked, and refuses a member without Manage Server', async () => {
    const h = await start();
    await h.admin('DELETE', `/applications/${h.app.id}/installations/guilds/${h.guild.id}`);
    const form = async (userId: string) => {
      const shown = await page(h, install(h, { permissions: '2048' }));
      expect(shown.text).toContain('<select id="guild" name="guild_id" required>');
      const ticket = /name="ticket" value="([^"]+)"/.exec(shown.text)?.[1] ?? '';
      const res = await fetch(`${h.emu.url}/oauth2/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket, decision: 'approve', user_id: userId, guild_id: h.guild.id }),
        redirect: 'manual',
      });
      return { status: res.status, text: await res.text() };
    };
    const refused = await form(MEMBER);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('member lacks Manage Server in Slashkit Test Guild');
    expect(h.app.guildIds).not.toContain(h.guild.id);

    const done = await form(MODERATOR);
    expect(done.status).toBe(200);
    expect(done.text).toContain('was added to Slashkit Test Guild');
    expect(h.app.guildIds).toContain(h.guild.id);
    const bot = h.guild.members.find((m) => m.userId === h.app.bot.id);
    expect(h.guild.roles.find((r) => r.id === bot?.roles[0])?.permissions).toBe('2048');
  });

  it('a reset forgets installs and recorded user installs', async () => {
    const h = await start();
    const activity = h.emu.world.applications[1]!;
    await h.admin('DELETE', `/applications/${activity.id}/installations/users/${MEMBER}`);
    expect((await h.admin('GET', `/applications/${activity.id}/installations`)).body.userIds).not.toContain(
      MEMBER,
    );
    await h.admin('POST', '/reset');
    expect((await h.admin('GET', `/applications/${activity.id}/installations`)).body.userIds).toBe(
      'everyone',
    );
  });
});
