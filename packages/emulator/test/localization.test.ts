import { describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';

const command = {
  name: 'greet',
  name_localizations: { fr: 'saluer', 'en-GB': 'greet-gb', de: 'greet' },
  description: 'Say hello',
  description_localizations: { fr: 'Dire bonjour', 'es-ES': 'Saludar' },
  options: [
    {
      type: 3,
      name: 'tone',
      name_localizations: { fr: 'ton' },
      description: 'How to say it',
      choices: [{ name: 'Warm', name_localizations: { fr: 'Chaleureux' }, value: 'warm' }],
    },
  ],
};

async function setup(): Promise<{ h: Harness; path: string }> {
  const h = await start();
  const path = `/applications/${h.app.id}/commands`;
  const res = await h.api('POST', path, { body: command });
  expect(res.status).toBe(201);
  return { h, path };
}

describe('localization', () => {
  it('stores dictionaries without values identical to the default, and returns them on single GETs', async () => {
    const { h, path } = await setup();
    const [listed] = (await h.api('GET', `${path}?with_localizations=true`)).body;
    expect(listed.name_localizations).toEqual({ fr: 'saluer', 'en-GB': 'greet-gb' });
    expect(listed.options[0].choices[0].name_localizations).toEqual({ fr: 'Chaleureux' });
    expect(listed).not.toHaveProperty('name_localized');
    expect((await h.api('GET', `${path}/${listed.id}`)).body.name_localizations).toEqual(
      listed.name_localizations,
    );
  });

  it('lists with name_localized/description_localized for X-Discord-Locale, dictionaries left out', async () => {
    const { h, path } = await setup();
    const [c] = (await h.api('GET', path, { headers: { 'x-discord-locale': 'fr' } })).body;
    expect(c.name_localized).toBe('saluer');
    expect(c.description_localized).toBe('Dire bonjour');
    expect(c).not.toHaveProperty('name_localizations');
    expect(c).not.toHaveProperty('description_localizations');
    expect(c.options[0].name_localized).toBe('ton');
    expect(c.options[0]).not.toHaveProperty('description_localized');
    expect(c.options[0].choices[0]).toEqual({ name: 'Warm', name_localized: 'Chaleureux', value: 'warm' });
  });

  it('applies the fallbacks: es-419 → es-ES, en-US → en-GB; absent when nothing matches', async () => {
    const { h, path } = await setup();
    const [latam] = (await h.api('GET', path, { headers: { 'x-discord-locale': 'es-419' } })).body;
    expect(latam.description_localized).toBe('Saludar');
    expect(latam).not.toHaveProperty('name_localized');
    const [us] = (await h.api('GET', path, { headers: { 'x-discord-locale': 'en-US' } })).body;
    expect(us.name_localized).toBe('greet-gb');
    const [ja] = (await h.api('GET', path, { headers: { 'x-discord-locale': 'ja' } })).body;
    expect(ja).not.toHaveProperty('name_localized');
    expect(ja).not.toHaveProperty('description_localized');
  });

  it('falls back from X-Discord-Locale to Accept-Language, then to the user’s settings locale', async () => {
    const { h, path } = await setup();
    const [accept] = (await h.api('GET', path, { headers: { 'accept-language': 'de;q=0.5, fr-FR;q=0.9' } }))
      .body;
    expect(accept.name_localized).toBe('saluer');
    const [header] = (
      await h.api('GET', path, { headers: { 'x-discord-locale': 'es-ES', 'accept-language': 'fr' } })
    ).body;
    expect(header.description_localized).toBe('Saludar');
    // The moderator's settings locale is fr.
    const token = await h.bearer('moderator', ['applications.commands.update']);
    const [user] = (await h.api('GET', path, { auth: token })).body;
    expect(user.name_localized).toBe('saluer');
    const [bot] = (await h.api('GET', path)).body;
    expect(bot.name_localized).toBe('greet-gb');
  });
});
