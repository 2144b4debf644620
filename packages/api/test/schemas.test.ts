import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applicationCommandOptionChoiceSchema,
  applicationCommandOptionSchema,
  applicationCommandResponseSchema,
  bulkOverwriteItemSchema,
  commandEditSchema,
  errorBodySchema,
  fieldErrorsFromIssues,
  globalBulkOverwriteSchema,
  globalCommandCreateSchema,
  guildCommandCreateSchema,
  guildCommandPermissionsResponseSchema,
  permissionsEditSchema,
  rateLimitBodySchema,
  toErrorBody,
  validateApplicationCommand,
} from '../src/schemas/index.js';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  fieldErrorsFromIssues(result.error?.issues ?? []).map((e) => ({ path: e.path, code: e.code }));

describe('@slashkit/api/schemas', () => {
  const good = {
    name: 'ping',
    description: 'Replies',
    extra: 'kept',
    options: [{ type: 3, name: 'text', description: 'What', choices: [{ name: 'a', value: 'a' }] }],
  };

  it('parses a valid create body into the same data, unknown fields kept', () => {
    expect(globalCommandCreateSchema.parse(good)).toEqual(good);
  });

  it('reports exactly the errors of the validator, with the service codes (one encoding of each rule)', () => {
    const bad = {
      name: 'Ping',
      contexts: [7],
      options: [{ type: 5, name: 'b', description: '', choices: [] }],
    };
    const fromValidator = validateApplicationCommand(bad, { scope: 'guild', mode: 'create' });
    const fromZod = guildCommandCreateSchema.safeParse(bad);
    expect(fromZod.success).toBe(false);
    expect(fromValidator.success).toBe(false);
    expect(fieldErrorsFromIssues(fromZod.error?.issues ?? [])).toEqual(
      fromValidator.success ? [] : fromValidator.errors,
    );
    expect(issues(fromZod)).toContainEqual({ path: ['contexts', 0], code: 'BASE_TYPE_CHOICES' });
  });

  it('never runs the structural schema on a body the rules refuse (no zod type errors mixed in)', () => {
    const result = globalCommandCreateSchema.safeParse({ name: 5 });
    expect(issues(result)).toEqual([
      { path: ['name'], code: 'BASE_TYPE_STRING' },
      { path: ['description'], code: 'BASE_TYPE_REQUIRED' },
    ]);
  });

  it('composes: issues inside a user object carry the outer path', () => {
    const config = z.object({ commands: z.array(globalCommandCreateSchema) });
    const result = config.safeParse({ commands: [good, { ...good, name: 'a b' }] });
    expect(issues(result)).toEqual([
      { path: ['commands', 1, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME' },
    ]);
  });

  it('edit schemas refuse type and accept partial bodies; a stored type applies its rules', () => {
    expect(commandEditSchema('global').parse({ nsfw: true })).toEqual({ nsfw: true });
    expect(issues(commandEditSchema('global').safeParse({ type: 2 }))).toEqual([
      { path: ['type'], code: 'APPLICATION_COMMAND_FIELD_INVALID' },
    ]);
    expect(issues(commandEditSchema('global', 2).safeParse({ description: 'x' }))).toEqual([
      { path: ['description'], code: 'APPLICATION_COMMAND_FIELD_INVALID' },
    ]);
  });

  it('bulk schemas check the set; the item schema checks one item with paths from the item', () => {
    const result = globalBulkOverwriteSchema.safeParse([good, good]);
    expect(issues(result)).toEqual([{ path: [1, 'name'], code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' }]);
    expect(issues(bulkOverwriteItemSchema('guild').safeParse({ ...good, id: 'x' }))).toEqual([
      { path: ['id'], code: 'NUMBER_TYPE_SNOWFLAKE' },
    ]);
    expect(bulkOverwriteItemSchema('guild').parse({ ...good, id: '123' })).toEqual({ ...good, id: '123' });
  });

  it('the option schema applies option rules with paths from the option', () => {
    expect(applicationCommandOptionSchema.parse(good.options[0])).toEqual(good.options[0]);
    const bad = { type: 4, name: 'n', description: 'd', min_value: 3, max_value: 2 };
    expect(issues(applicationCommandOptionSchema.safeParse(bad))).toEqual([
      { path: ['max_value'], code: 'NUMBER_TYPE_MIN' },
    ]);
    // Subcommand structure rule 5: an empty group is accepted (it does not appear in the picker).
    expect(applicationCommandOptionSchema.safeParse({ type: 2, name: 'g', description: 'd' }).success).toBe(
      true,
    );
  });

  it('the choice schema applies choice rules by value type', () => {
    expect(applicationCommandOptionChoiceSchema.parse({ name: 'half', value: 0.5 })).toEqual({
      name: 'half',
      value: 0.5,
    });
    expect(
      issues(applicationCommandOptionChoiceSchema.safeParse({ name: '', value: 'x'.repeat(101) })),
    ).toEqual([
      { path: ['name'], code: 'BASE_TYPE_BAD_LENGTH' },
      { path: ['value'], code: 'BASE_TYPE_MAX_LENGTH' },
    ]);
  });

  it('the permissions schema applies the permission rules', () => {
    expect(permissionsEditSchema.parse({ permissions: [] })).toEqual({ permissions: [] });
    expect(
      issues(permissionsEditSchema.safeParse({ permissions: [{ id: '1', type: 9, permission: true }] })),
    ).toEqual([{ path: ['permissions', 0, 'type'], code: 'BASE_TYPE_CHOICES' }]);
  });

  it('parses response shapes and refuses malformed ones', () => {
    const command = {
      id: '1166000000000000000',
      application_id: '1166000000000000001',
      version: '1166000000000000002',
      type: 1,
      name: 'ping',
      description: 'Replies',
      default_member_permissions: null,
      dm_permission: true,
      contexts: null,
      integration_types: [0],
      nsfw: false,
    };
    expect(applicationCommandResponseSchema.parse(command)).toEqual(command);
    expect(applicationCommandResponseSchema.safeParse({ ...command, id: 'abc' }).success).toBe(false);
    const permissions = {
      id: '1',
      application_id: '2',
      guild_id: '3',
      permissions: [{ id: '3', type: 1, permission: false }],
    };
    expect(guildCommandPermissionsResponseSchema.parse(permissions)).toEqual(permissions);
    const body = toErrorBody([
      { path: ['options', 0, 'name'], code: 'BASE_TYPE_REQUIRED', message: 'required' },
    ]);
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(
      errorBodySchema.safeParse({ code: 50035, message: 'x', errors: { name: { _errors: [{ code: 1 }] } } })
        .success,
    ).toBe(false);
    expect(
      rateLimitBodySchema.parse({ message: 'You are being rate limited.', retry_after: 1.5, global: false }),
    ).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: false,
    });
  });
});
