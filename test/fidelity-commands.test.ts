import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  errorCodeHint,
  Limits,
} from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 15 ("fidelity"), commands: where the emulator used to differ from the spec and service-facts. Each
// test drives the emulator over real sockets with @slashkit/rest (and @slashkit/builders where a user would)
// and names the line it follows.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';

let emu: RunningEmulator;
let rest: REST;
let appId: string;
let guildId: string;

beforeAll(async () => {
  emu = await startEmulator({ now: () => T0, rateLimits: 'off' });
  appId = emu.world.application.id;
  guildId = emu.world.guild.id;
  rest = new REST({ token: emu.world.application.botToken, baseUrl: emu.apiBaseUrl });
});
afterAll(async () => {
  await emu?.stop();
});

async function admin(emulator: RunningEmulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Resolves with the APIError a call fails with (and fails the test if it succeeds). */
async function refusal(call: Promise<unknown>): Promise<APIError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

describe('edits and bulk overwrites', () => {
  it('spec "Limits" (at most 8000 characters per slash command): PATCH validates the merged command (the stored one with the edit applied) and refuses it whole, at errors._errors as the service does', async () => {
    // 3 options of 32 + 100 characters with 12 choices of 100 + 100 each: 7600 with the name and description.
    const options: APIApplicationCommandOption[] = Array.from({ length: 3 }, (_, i) => ({
      type: 3 as const,
      name: `option-${i}-${'o'.repeat(23)}`,
      description: 'd'.repeat(100),
      choices: Array.from({ length: 12 }, (_, j) => ({
        name: `${i}${j}`.padEnd(100, 'n'),
        value: `${i}${j}`.padEnd(100, 'v'),
      })),
    }));
    // One more option: 7932 characters in all, under the limit.
    options.push({
      type: 3,
      name: 'x'.repeat(32),
      description: 'd'.repeat(100),
      choices: [{ name: 'n'.repeat(100), value: 'v'.repeat(100) }],
    });
    const created = await rest.commands.createGuildCommand(appId, guildId, {
      name: 'big',
      description: 'd',
      options,
    });
    const before = await rest.commands.getGuildCommand(appId, guildId, created.id);
    // The PATCH body alone is valid; merged with the stored options it is over 8000.
    const error = await refusal(
      rest.commands.editGuildCommand(appId, guildId, created.id, { description: 'd'.repeat(100) }),
    );
    expect(error.status).toBe(400);
    expect(error.jsonCode).toBe(50035);
    // A size error belongs to the whole command: the service puts it at errors._errors.
    expect(error.fieldErrors).toMatchObject([{ path: '(body)', code: 'APPLICATION_COMMAND_TOO_LARGE' }]);
    expect(error.message).toMatch(/maximum size \(8000\): .* total 8031 characters/);
    expect(await rest.commands.getGuildCommand(appId, guildId, created.id)).toEqual(before);
    await rest.commands.deleteGuildCommand(appId, guildId, created.id);
  });

  it('service-facts "Endpoints" (bulk guild items may carry `id`): a bulk overwrite repeating an id is refused at the repeat\'s path, as repeated names are', async () => {
    const [one] = await rest.commands.bulkOverwriteGuildCommands(appId, guildId, [
      { name: 'one', description: 'One' },
    ]);
    const error = await refusal(
      rest.commands.bulkOverwriteGuildCommands(appId, guildId, [
        { id: one!.id, name: 'one', description: 'One' },
        { id: one!.id, name: 'two', description: 'Two' },
      ]),
    );
    expect(error.jsonCode).toBe(50035);
    expect(error.fieldErrors.map((f) => f.path)).toEqual(['[1].id']);
    expect((await rest.commands.getGuildCommands(appId, guildId)).map((c) => c.id)).toEqual([one!.id]);
    await rest.commands.bulkOverwriteGuildCommands(appId, guildId, []);
  });

  it('spec "Versioning" 3 (default_permission is replaced by default_member_permissions, "0" when false): PATCH default_permission false disables the command as POST does, and the field is echoed', async () => {
    const created = await rest.commands.createGlobalCommand(appId, { name: 'legacy', description: 'Legacy' });
    expect(created).toMatchObject({ default_permission: true, default_member_permissions: null });
    const off = await rest.commands.editGlobalCommand(appId, created.id, { default_permission: false });
    expect(off).toMatchObject({ default_permission: false, default_member_permissions: '0' });
    const posted = await rest.commands.createGlobalCommand(appId, {
      name: 'legacy2',
      description: 'L',
      default_permission: false,
    });
    expect(posted).toMatchObject({ default_permission: false, default_member_permissions: '0' });
    const on = await rest.commands.editGlobalCommand(appId, created.id, { default_permission: true });
    expect(on).toMatchObject({ default_permission: true, default_member_permissions: null });
    await rest.commands.deleteGlobalCommand(appId, created.id);
    await rest.commands.deleteGlobalCommand(appId, posted.id);
  });
});

describe('structure and localization', () => {
  it('spec "Subcommand structure rules" 5 (a group with no subcommands does not appear in the picker): the builders, @slashkit/rest and the emulator accept it, and the picker leaves it out', async () => {
    const tags = new SlashCommandBuilder()
      .setName('tags')
      .setDescription('Tags')
      .addSubcommandGroup((g) => g.setName('later').setDescription('Nothing yet'))
      .addSubcommand((s) => s.setName('list').setDescription('Lists tags'));
    const stored = await rest.commands.createGuildCommand(appId, guildId, tags);
    expect(stored.options?.map((o) => [o.name, o.type])).toEqual([
      ['later', 2],
      ['list', 1],
    ]);
    const picker = await admin(
      emu,
      'GET',
      `/users/${MEMBER}/commands?guildId=${guildId}&channelId=${GENERAL}`,
    );
    const shown = (picker.body as Json[]).find((c) => c.name === 'tags');
    expect(shown.options.map((o: Json) => o.name)).toEqual(['list']);
    await rest.commands.deleteGuildCommand(appId, guildId, stored.id);
  });

  it('spec "Localization" 4 (a localized option name differs from every default option name and every same-locale option name of the command): checked across subcommands, not only among siblings', async () => {
    const subcommand = (
      name: string,
      option: APIApplicationCommandBasicOption,
    ): APIApplicationCommandOption => ({
      type: 1,
      name,
      description: name,
      options: [option],
    });
    const body = {
      name: 'shop',
      description: 'Shop',
      options: [
        subcommand('buy', { type: 3, name: 'item', description: 'Item' }),
        subcommand('sell', {
          type: 3,
          name: 'price',
          description: 'Price',
          name_localizations: { fr: 'item' },
        }),
      ],
    };
    const error = await refusal(rest.commands.createGuildCommand(appId, guildId, body));
    expect(error.jsonCode).toBe(50035);
    expect(error.fieldErrors.map((f) => f.path)).toEqual(['options[1].options[0].name_localizations.fr']);
    // The same option repeated in two subcommands may keep the same translation.
    const item: APIApplicationCommandBasicOption = {
      type: 3,
      name: 'item',
      description: 'Item',
      name_localizations: { fr: 'objet' },
    };
    const shared = { ...body, options: [subcommand('buy', item), subcommand('sell', item)] };
    expect((await rest.commands.upsertGuildCommand(appId, guildId, shared)).created).toBe(true);
  });

  it('spec "Bulk Overwrite Guild element" (contexts default [0,1,2]) against "Guild commands do not support BOT_DM": the documented default is accepted and echoed, and the command still never runs in a DM', async () => {
    const [ping] = await rest.commands.bulkOverwriteGuildCommands(appId, guildId, [
      { name: 'ping', description: 'Ping', contexts: [0, 1, 2] },
    ]);
    expect(ping?.contexts).toEqual([0, 1, 2]);
    const inDm = await admin(emu, 'POST', '/interactions', { userId: MEMBER, context: 1, name: 'ping' });
    expect(inDm.status).toBe(404);
    expect(inDm.body.message).toMatch(
      /no CHAT_INPUT command "ping" .* is visible to member in a DM with the app/,
    );
  });

  it('spec "Global commands" / "Guild commands" (201 when new, 200 when a same-name command was overwritten): upsertGuildCommand says which without reading statuses', async () => {
    const first = await rest.commands.upsertGuildCommand(appId, guildId, {
      name: 'upsert',
      description: 'One',
    });
    const second = await rest.commands.upsertGuildCommand(appId, guildId, {
      name: 'upsert',
      description: 'Two',
    });
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, command: { id: first.command.id, description: 'Two' } });
  });
});

describe('daily creates', () => {
  it(`spec "Limits" and service-facts "Rate limits" (${Limits.dailyCommandCreates} creates a day per guild; bulk overwrite counts only new commands): every POST counts, one that overwrites too; PATCH and bulk items that exist do not; 30034 says exactly that`, async () => {
    const own = await startEmulator({ now: () => T0, rateLimits: 'off' });
    try {
      const r = new REST({ token: own.world.application.botToken, baseUrl: own.apiBaseUrl });
      const app = own.world.application.id;
      const guild = own.world.guild.id;
      const many = Array.from({ length: 100 }, (_, i) => ({ name: `c${i}`, description: 'C' }));
      await r.commands.bulkOverwriteGuildCommands(app, guild, many); // 100 new: 100 counted
      const again = await r.commands.bulkOverwriteGuildCommands(
        app,
        guild,
        many.map((c) => ({ ...c, description: 'Changed' })),
      ); // existing: 0
      for (let i = 0; i < 99; i++)
        await r.commands.createGuildCommand(app, guild, { name: 'c0', description: `v${i}` }); // overwrites: 99
      for (let i = 0; i < 5; i++)
        await r.commands.editGuildCommand(app, guild, again[0]!.id, { description: `p${i}` }); // PATCH: 0
      expect(
        (await r.commands.upsertGuildCommand(app, guild, { name: 'c1', description: 'last' })).created,
      ).toBe(false); // 200th
      const error = await refusal(
        r.commands.createGuildCommand(app, guild, { name: 'c2', description: 'one too many' }),
      );
      expect(error.status).toBe(400);
      expect(error.jsonCode).toBe(30034);
      expect(error.message).toMatch(
        /made 200 in the last 24 hours \(every POST counts, one that overwrites a same-name command too, and each new command of a bulk overwrite; PATCH and bulk items matching an existing command by id or name do not\)/,
      );
      expect(errorCodeHint(30034)).toMatch(/every POST counts, even one that overwrites a same-name command/);
      // Edits still go through.
      expect(
        (await r.commands.editGuildCommand(app, guild, again[0]!.id, { description: 'still editable' }))
          .description,
      ).toBe('still editable');
    } finally {
      await own.stop();
    }
  });
});
