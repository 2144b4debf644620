import { describe, expect, it } from 'vitest';
import { RoleConnectionLimits, ApplicationRoleConnectionMetadataType as Type } from '../src/index.js';
import {
  validateRoleConnectionMetadataBody,
  validateUserRoleConnectionBody,
} from '../src/validation/index.js';

const level = {
  type: Type.IntegerGreaterThanOrEqual,
  key: 'level',
  name: 'Level',
  description: 'Minimum level',
};
const problems = (result: { success: boolean; errors?: { path: (string | number)[]; code: string }[] }) =>
  result.success ? [] : result.errors!.map((e) => [e.path.join('.'), e.code]);

describe('validateRoleConnectionMetadataBody', () => {
  it('answers the records as stored, translations kept only when given', () => {
    const result = validateRoleConnectionMetadataBody([
      { ...level, name_localizations: { fr: 'Niveau', de: null }, description_localizations: null },
      { type: Type.BooleanEqual, key: 'is_member_2', name: 'Member', description: 'Has joined the club' },
    ]);
    expect(result).toEqual({
      success: true,
      data: [
        { ...level, name_localizations: { fr: 'Niveau' } },
        { type: 7, key: 'is_member_2', name: 'Member', description: 'Has joined the club' },
      ],
    });
    expect(validateRoleConnectionMetadataBody([])).toEqual({ success: true, data: [] });
  });

  it('refuses a body that is no list, and more than 5 records', () => {
    expect(problems(validateRoleConnectionMetadataBody({ records: [] }))).toEqual([
      ['', 'LIST_TYPE_CONVERT'],
    ]);
    const six = Array.from({ length: RoleConnectionLimits.metadataRecordsMax + 1 }, (_, i) => ({
      ...level,
      key: `k${i}`,
    }));
    expect(problems(validateRoleConnectionMetadataBody(six))).toEqual([['', 'BASE_TYPE_MAX_LENGTH']]);
  });

  it('refuses each bad field at its path', () => {
    const result = validateRoleConnectionMetadataBody([
      'level',
      { type: 9, key: 'Level-1', name: '', description: 'x'.repeat(201), name_localizations: { xx: 'y' } },
      { key: 'k'.repeat(51) },
      { ...level, description_localizations: { fr: 'd'.repeat(201) } },
    ]);
    expect(problems(result)).toEqual([
      ['0', 'MODEL_TYPE_CONVERT'],
      ['1.type', 'NUMBER_TYPE_MAX'],
      ['1.key', 'BASE_TYPE_INVALID'],
      ['1.name', 'BASE_TYPE_BAD_LENGTH'],
      ['1.description', 'BASE_TYPE_BAD_LENGTH'],
      ['1.name_localizations.xx', 'LOCALE_INVALID'],
      ['2.type', 'BASE_TYPE_REQUIRED'],
      ['2.key', 'BASE_TYPE_BAD_LENGTH'],
      ['2.name', 'BASE_TYPE_REQUIRED'],
      ['2.description', 'BASE_TYPE_REQUIRED'],
      ['3.description_localizations.fr', 'BASE_TYPE_BAD_LENGTH'],
    ]);
  });

  it('refuses a key given twice', () => {
    expect(problems(validateRoleConnectionMetadataBody([level, { ...level, name: 'Again' }]))).toEqual([
      ['1.key', 'BASE_TYPE_INVALID'],
    ]);
  });

  it('reads own keys only: a record whose fields come from a prototype is missing them', () => {
    const inherited = Object.create(level) as object;
    expect(problems(validateRoleConnectionMetadataBody([inherited])).map(([path]) => path)).toEqual([
      '0.type',
      '0.key',
      '0.name',
      '0.description',
    ]);
  });
});

describe('validateUserRoleConnectionBody', () => {
  it('answers the whole connection, values stringified, what is left out null', () => {
    expect(
      validateUserRoleConnectionBody({
        platform_name: 'Pizza Quest',
        metadata: { level: 12, since: '2024-01-01' },
      }),
    ).toEqual({
      success: true,
      data: {
        platform_name: 'Pizza Quest',
        platform_username: null,
        metadata: { level: '12', since: '2024-01-01' },
      },
    });
    expect(validateUserRoleConnectionBody({ metadata: null })).toEqual({
      success: true,
      data: { platform_name: null, platform_username: null, metadata: {} },
    });
  });

  it('refuses long names, bad values and keys the application did not declare', () => {
    const result = validateUserRoleConnectionBody(
      {
        platform_name: 'p'.repeat(51),
        platform_username: 'u'.repeat(101),
        metadata: { level: 'x'.repeat(101), member: true, other: '1', empty: '' },
      },
      ['level', 'member', 'empty'],
    );
    expect(problems(result)).toEqual([
      ['platform_name', 'BASE_TYPE_BAD_LENGTH'],
      ['platform_username', 'BASE_TYPE_BAD_LENGTH'],
      ['metadata.level', 'BASE_TYPE_BAD_LENGTH'],
      ['metadata.member', 'BASE_TYPE_STRING'],
      ['metadata.other', 'BASE_TYPE_INVALID'],
      ['metadata.empty', 'BASE_TYPE_BAD_LENGTH'],
    ]);
    expect(problems(validateUserRoleConnectionBody([]))).toEqual([['', 'MODEL_TYPE_CONVERT']]);
  });

  it('keeps a hostile metadata key as an own key of a record without a prototype', () => {
    const body = JSON.parse('{"metadata":{"__proto__":"1","constructor":"2"}}');
    const result = validateUserRoleConnectionBody(body, ['__proto__', 'constructor']);
    expect(result.success).toBe(true);
    const metadata = result.success ? result.data.metadata : {};
    expect(Object.keys(metadata)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(metadata)).toBe(null);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
    // An undeclared hostile key is refused like any other.
    expect(problems(validateUserRoleConnectionBody(body, []))).toEqual([
      ['metadata.__proto__', 'BASE_TYPE_INVALID'],
      ['metadata.constructor', 'BASE_TYPE_INVALID'],
    ]);
  });
});
