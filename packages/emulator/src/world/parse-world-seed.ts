import {
  ChannelType,
  isJsonObject,
  isLocale,
  isSnowflake,
  type JsonObject,
  ownValue,
  ProblemList,
  shownValue,
} from '@slashkit/api';
import { appSettingProblems } from './app-setting-problems.js';
import { channelSettingProblems } from './channel-setting-problems.js';
import { memberSettingProblems } from './member-setting-problems.js';
import { overwriteSettingProblems } from './overwrite-setting-problems.js';
import { roleSettingProblems } from './role-setting-problems.js';
import { skuSettingProblems } from './sku-setting-problems.js';
import { systemChannelProblems } from './system-channel-problems.js';
import { threadSettingProblems } from './thread-setting-problems.js';
import { userConnectionProblems } from './user-connections.js';
import type { WorldSeed } from './world-seed.js';
import { WorldSeedError } from './world-seed-error.js';

type Problems = ProblemList;
type Json = JsonObject;

const channelTypes: readonly number[] = Object.freeze(Object.values(ChannelType));

/**
 * Checks that `value` is a valid {@link WorldSeed} (shapes, ids, and references between users, guilds,
 * roles, channels and applications) and returns it typed. Throws a {@link WorldSeedError} listing every
 * problem with its JSON path.
 * @param source names the input in the error message (e.g. the file path).
 */
export function parseWorldSeed(value: unknown, source = 'seed'): WorldSeed {
  const problems = new ProblemList();
  if (!isJsonObject(value))
    throw new WorldSeedError(source, ['(root): expected an object with applications, users and guilds']);
  const users = arrayAt(value, 'users', '', problems, true);
  const guilds = arrayAt(value, 'guilds', '', problems, true);
  const applications = arrayAt(value, 'applications', '', problems, true);
  const userIds = new Set<string>();
  // Members are users of the world or applications' bots (an installed bot joins the guild).
  const botIds = new Set<string>(
    applications.flatMap((app) => (isJsonObject(app) && typeof app.id === 'string' ? [app.id] : [])),
  );
  const allIds = new Map<string, string>();
  const claimId = (id: unknown, path: string) => {
    if (!isSnowflake(id)) {
      problems.push(`${path}: expected a snowflake (a decimal string of a 64-bit id), got ${shownValue(id)}`);
      return;
    }
    const previous = allIds.get(id);
    if (previous) problems.push(`${path}: id ${id} is already used at ${previous}; ids must be unique`);
    else allIds.set(id, path);
  };

  users.forEach((user, i) => {
    const at = `users[${i}]`;
    if (!isJsonObject(user)) {
      problems.push(`${at}: expected an object`);
      return;
    }
    claimId(user.id, `${at}.id`);
    if (typeof user.id === 'string') userIds.add(user.id);
    stringAt(user, 'username', at, problems, true);
    if (user.locale !== undefined && !isLocale(user.locale)) {
      problems.push(
        `${at}.locale: ${shownValue(user.locale)} is not a known locale (e.g. en-US, fr, es-419)`,
      );
    }
    booleanAt(user, 'adult', at, problems);
    booleanAt(user, 'bot', at, problems);
    for (const problem of userConnectionProblems(user, at)) problems.push(problem);
  });

  const guildIds = new Set<string>();
  guilds.forEach((guild, g) => {
    const at = `guilds[${g}]`;
    if (!isJsonObject(guild)) {
      problems.push(`${at}: expected an object`);
      return;
    }
    claimId(guild.id, `${at}.id`);
    if (typeof guild.id === 'string') guildIds.add(guild.id);
    stringAt(guild, 'name', at, problems, true);
    refAt(guild, 'ownerId', at, userIds, 'user', problems);
    if (guild.preferredLocale !== undefined && !isLocale(guild.preferredLocale)) {
      problems.push(`${at}.preferredLocale: ${shownValue(guild.preferredLocale)} is not a known locale`);
    }
    const roleIds = new Set<string>();
    arrayAt(guild, 'roles', at, problems, true).forEach((role, r) => {
      const rat = `${at}.roles[${r}]`;
      if (!isJsonObject(role)) {
        problems.push(`${rat}: expected an object`);
        return;
      }
      // @everyone shares the guild's id, so it is not claimed a second time.
      if (role.id !== guild.id) claimId(role.id, `${rat}.id`);
      if (typeof role.id === 'string') roleIds.add(role.id);
      stringAt(role, 'name', rat, problems, true);
      booleanAt(role, 'managed', rat, problems);
      if (typeof role.permissions !== 'string' || !/^\d+$/.test(role.permissions)) {
        problems.push(`${rat}.permissions: expected a decimal permission bit set as a string, e.g. "2048"`);
      }
      for (const problem of roleSettingProblems(role, rat)) problems.push(problem);
    });
    if (typeof guild.id === 'string' && !roleIds.has(guild.id)) {
      problems.push(
        `${at}.roles: the @everyone role is missing; add a role whose id is the guild id ${guild.id}`,
      );
    }
    const channels = arrayAt(guild, 'channels', at, problems, true);
    const channelIds = new Set<unknown>(channels.filter(isJsonObject).map((c) => c.id));
    channels.forEach((channel, c) => {
      const cat = `${at}.channels[${c}]`;
      if (!isJsonObject(channel)) {
        problems.push(`${cat}: expected an object`);
        return;
      }
      claimId(channel.id, `${cat}.id`);
      stringAt(channel, 'name', cat, problems, true);
      if (typeof channel.type !== 'number' || !channelTypes.includes(channel.type)) {
        problems.push(
          `${cat}.type: expected a channel type (0 text, 2 voice, 4 category, 11 thread…), got ${shownValue(channel.type)}`,
        );
      }
      if (channel.parentId !== undefined && channel.parentId !== null && !channelIds.has(channel.parentId)) {
        problems.push(`${cat}.parentId: no channel ${shownValue(channel.parentId)} in this guild`);
      }
      booleanAt(channel, 'nsfw', cat, problems);
      for (const problem of channelSettingProblems(channel, cat)) problems.push(problem);
      for (const problem of overwriteSettingProblems(channel, cat)) problems.push(problem);
      for (const problem of threadSettingProblems(channel, cat)) problems.push(problem);
    });
    for (const problem of systemChannelProblems(guild, channels, at)) problems.push(problem);
    if (typeof guild.id === 'string' && isSnowflake(guild.id) && BigInt(guild.id) > 0n) {
      const allChannels = (BigInt(guild.id) - 1n).toString();
      if (channelIds.has(allChannels)) {
        problems.push(
          `${at}.channels: id ${allChannels} is the guild's "All Channels" constant (guild id − 1); pick another channel id`,
        );
      }
    }
    const memberIds = new Set<string>();
    arrayAt(guild, 'members', at, problems, true).forEach((member, m) => {
      const mat = `${at}.members[${m}]`;
      if (!isJsonObject(member)) {
        problems.push(`${mat}: expected an object`);
        return;
      }
      if (!(typeof member.userId === 'string' && botIds.has(member.userId)))
        refAt(member, 'userId', mat, userIds, 'user', problems);
      if (typeof member.userId === 'string') {
        if (memberIds.has(member.userId))
          problems.push(`${mat}.userId: user ${member.userId} is listed twice`);
        memberIds.add(member.userId);
      }
      for (const problem of memberSettingProblems(member, mat)) problems.push(problem);
      if (member.roles !== undefined) {
        if (!Array.isArray(member.roles)) problems.push(`${mat}.roles: expected an array of role ids`);
        else
          member.roles.forEach((roleId, k) => {
            if (typeof roleId !== 'string' || !roleIds.has(roleId)) {
              problems.push(`${mat}.roles[${k}]: no role ${shownValue(roleId)} in this guild`);
            }
          });
      }
    });
    if (typeof guild.ownerId === 'string' && userIds.has(guild.ownerId) && !memberIds.has(guild.ownerId)) {
      problems.push(`${at}.members: the owner ${guild.ownerId} must also be a member`);
    }
  });

  applications.forEach((app, a) => {
    const at = `applications[${a}]`;
    if (!isJsonObject(app)) {
      problems.push(`${at}: expected an object`);
      return;
    }
    claimId(app.id, `${at}.id`);
    stringAt(app, 'name', at, problems, true);
    refAt(app, 'ownerId', at, userIds, 'user', problems);
    for (const key of [
      'botToken',
      'clientSecret',
      'botUsername',
      'description',
      'botAvatar',
      'botBanner',
      'icon',
      'coverImage',
    ] as const)
      stringAt(app, key, at, problems);
    if (
      app.privateKey !== undefined &&
      (typeof app.privateKey !== 'string' || !/^[0-9a-f]{64}$/i.test(app.privateKey))
    ) {
      problems.push(`${at}.privateKey: expected 64 hex digits (a 32-byte Ed25519 seed)`);
    }
    if (app.flags !== undefined && (!Number.isInteger(app.flags) || (app.flags as number) < 0)) {
      problems.push(`${at}.flags: expected a non-negative integer bit set`);
    }
    booleanAt(app, 'discoverable', at, problems);
    if (app.integrationTypes !== undefined) {
      const types = app.integrationTypes;
      if (!Array.isArray(types) || types.length === 0 || types.some((t) => t !== 0 && t !== 1)) {
        problems.push(
          `${at}.integrationTypes: expected a non-empty array of 0 (guild install) and/or 1 (user install)`,
        );
      }
    }
    if (app.redirectUris !== undefined) {
      if (!Array.isArray(app.redirectUris)) problems.push(`${at}.redirectUris: expected an array of URLs`);
      else
        app.redirectUris.forEach((uri, k) => {
          if (typeof uri !== 'string' || !URL.canParse(uri))
            problems.push(`${at}.redirectUris[${k}]: not a URL: ${shownValue(uri)}`);
        });
    }
    for (const problem of appSettingProblems(app, at)) problems.push(problem);
    arrayAt(app, 'skus', at, problems).forEach((sku, k) => {
      const kat = `${at}.skus[${k}]`;
      if (!isJsonObject(sku)) problems.push(`${kat}: expected an object`);
      else {
        claimId(sku.id, `${kat}.id`);
        for (const problem of skuSettingProblems(sku, kat)) problems.push(problem);
      }
    });
    if (app.guildIds !== undefined) {
      if (!Array.isArray(app.guildIds)) problems.push(`${at}.guildIds: expected an array of guild ids`);
      else
        app.guildIds.forEach((id, k) => {
          if (typeof id !== 'string' || !guildIds.has(id))
            problems.push(`${at}.guildIds[${k}]: no guild ${shownValue(id)} in this world`);
        });
    }
  });
  if (Array.isArray(value.guilds) && guilds.length === 0)
    problems.push('guilds: at least one guild is needed');
  if (Array.isArray(value.applications) && applications.length === 0)
    problems.push('applications: at least one application is needed');
  if (problems.length > 0) throw new WorldSeedError(source, problems.reported, problems.omitted);
  return value as unknown as WorldSeed;
}

function arrayAt(object: Json, key: string, at: string, problems: Problems, required = false): unknown[] {
  const value = ownValue(object, key);
  const path = at ? `${at}.${key}` : key;
  if (value === undefined) {
    if (required) problems.push(`${path}: missing; expected an array`);
    return [];
  }
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected an array`);
    return [];
  }
  return value;
}

function stringAt(object: Json, key: string, at: string, problems: Problems, required = false): void {
  const value = ownValue(object, key);
  if (value === undefined && !required) return;
  if (typeof value !== 'string' || value.length === 0)
    problems.push(`${at}.${key}: expected a non-empty string`);
}

function booleanAt(object: Json, key: string, at: string, problems: Problems): void {
  const value = ownValue(object, key);
  if (value !== undefined && typeof value !== 'boolean')
    problems.push(`${at}.${key}: expected true or false`);
}

function refAt(
  object: Json,
  key: string,
  at: string,
  ids: Set<string>,
  kind: string,
  problems: Problems,
): void {
  const value = ownValue(object, key);
  if (value === undefined)
    problems.push(`${at}.${key}: missing; expected the id of one of this world's ${kind}s`);
  else if (typeof value !== 'string' || !ids.has(value)) {
    problems.push(`${at}.${key}: no ${kind} ${shownValue(value)} in this world's ${kind}s`);
  }
}
