import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientPageHeaders } from '../src/web-client-routes/client-feature.js';
import { start } from './harness.js';

/** A raw HEAD request (fetch would follow nothing but hides whether a body came). */
function head(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'HEAD' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the emulator root opens the web client', () => {
  it('redirects GET / to the client (302, so no browser keeps it), and HEAD / alike', async () => {
    const h = await start();
    const answer = await fetch(`${h.emu.url}/`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/_emulator/client/');
    const followed = await fetch(`${h.emu.url}/`);
    expect(followed.url).toBe(`${h.emu.url}/_emulator/client/`);
    expect(followed.headers.get('content-type')).toContain('text/html');
    const probe = await head(`${h.emu.url}/`);
    expect(probe.status).toBe(302);
    expect(probe.headers.location).toBe('/_emulator/client/');
    expect(probe.body).toBe('');
  });

  it('leaves the API and the admin routes as they were', async () => {
    const h = await start();
    expect((await h.admin('GET', '/world')).status).toBe(200);
    expect((await h.api('GET', `/applications/${h.app.id}/commands`)).status).toBe(200);
    expect((await h.api('GET', `/applications/${h.app.id}/commands`, { auth: null })).status).toBe(401);
    // Only the root itself redirects: an unknown path is still the service's JSON 404.
    const unknown = await fetch(`${h.emu.url}/nothing-here`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: '404: Not Found' });
    // A write to the root is refused as before (nothing to POST there).
    expect((await fetch(`${h.emu.url}/`, { method: 'POST', redirect: 'manual' })).status).toBe(405);
  });
});

describe('the web client favicon', () => {
  it('is an SVG served from the client path, under the same origin the page CSP allows', async () => {
    const h = await start();
    const page = await (await fetch(`${h.emu.url}/_emulator/client/`)).text();
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/_emulator/client/favicon.svg" />');
    expect(clientPageHeaders['content-security-policy']).toContain("img-src 'self'");
    const icon = await fetch(`${h.emu.url}/_emulator/client/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    // Opened by itself, the SVG may run nothing.
    expect(icon.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await icon.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it('is what /favicon.ico leads to, for pages that name no icon', async () => {
    const h = await start();
    const probe = await fetch(`${h.emu.url}/favicon.ico`, { redirect: 'manual' });
    expect(probe.status).toBe(302);
    expect(probe.headers.get('location')).toBe('/_emulator/client/favicon.svg');
    const followed = await fetch(`${h.emu.url}/favicon.ico`);
    expect(followed.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD on the client assets with their headers and length, without a body', async () => {
    const h = await start();
    for (const path of ['/_emulator/client/', '/_emulator/client/app.js', '/_emulator/client/favicon.svg']) {
      const full = await fetch(`${h.emu.url}${path}`);
      const length = (await full.arrayBuffer()).byteLength;
      const probe = await head(`${h.emu.url}${path}`);
      expect(probe.status, path).toBe(200);
      expect(probe.headers['content-type'], path).toBe(full.headers.get('content-type'));
      expect(probe.headers['content-length'], path).toBe(String(length));
      expect(probe.body, path).toBe('');
    }
  });
});
