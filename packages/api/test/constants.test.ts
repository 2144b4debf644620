import { describe, expect, it } from 'vitest';
import {
  AllowedResponseMessageFlags,
  allChannelsPermissionId,
  DefaultBaseUrl,
  everyonePermissionId,
  isLocale,
  Locales,
  PermissionFlags,
  RESTJSONErrorCodes,
  Routes,
  resolveLocalization,
} from '../src/index.js';

describe('locales', () => {
  it('knows the 32 locales, case-sensitively', () => {
    expect(Locales).toHaveLength(32);
    expect(new Set(Locales).size).toBe(32);
    expect(isLocale('es-419')).toBe(true);
    expect(isLocale('en-us')).toBe(false);
    expect(isLocale('en')).toBe(false);
  });

  it('falls back en-US <-> en-GB and es-419 -> es-ES, and not the other way for es-ES', () => {
    expect(resolveLocalization({ 'en-GB': 'colour' }, 'en-US')).toBe('colour');
    expect(resolveLocalization({ 'en-US': 'color' }, 'en-GB')).toBe('color');
    expect(resolveLocalization({ 'es-ES': 'hola' }, 'es-419')).toBe('hola');
    expect(resolveLocalization({ 'es-419': 'hola' }, 'es-ES')).toBeUndefined();
    expect(resolveLocalization({ fr: 'bonjour' }, 'de')).toBeUndefined();
    expect(resolveLocalization(null, 'de')).toBeUndefined();
  });
});

describe('permission constants', () => {
  it('computes All Channels as guild id - 1 without losing precision', () => {
    expect(allChannelsPermissionId('1000000000000000000')).toBe('999999999999999999');
    expect(allChannelsPermissionId('9007199254740993')).toBe('9007199254740992');
    expect(everyonePermissionId('41771983423143937')).toBe('41771983423143937');
  });

  it('has the bits the service uses', () => {
    expect(PermissionFlags.ManageGuild).toBe(32n);
    expect(PermissionFlags.ManageRoles).toBe(268435456n);
    expect(PermissionFlags.Administrator).toBe(8n);
  });

  it('allows exactly the five response flags', () => {
    expect(AllowedResponseMessageFlags).toBe(4 | 64 | 4096 | 8192 | 32768);
  });
});

describe('routes', () => {
  it('builds every path under the versioned base URL', () => {
    expect(DefaultBaseUrl).toBe('https://discord.com/api/v10');
    expect(Routes.applicationCommands('1')).toBe('/applications/1/commands');
    expect(Routes.applicationGuildCommand('1', '2', '3')).toBe('/applications/1/guilds/2/commands/3');
    expect(Routes.guildApplicationCommandsPermissions('1', '2')).toBe(
      '/applications/1/guilds/2/commands/permissions',
    );
    expect(Routes.applicationCommandPermissions('1', '2', '3')).toBe(
      '/applications/1/guilds/2/commands/3/permissions',
    );
    expect(Routes.interactionCallback('9', 'tok')).toBe('/interactions/9/tok/callback');
    expect(Routes.webhookMessage('1', 'tok', '@original')).toBe('/webhooks/1/tok/messages/@original');
    expect(RESTJSONErrorCodes.InvalidFormBody).toBe(50035);
  });
});
