import { describe, expect, it } from 'vitest';
import {
  compareSnowflakes,
  createSnowflakeGenerator,
  isSnowflake,
  snowflakeTimestamp,
} from '../src/index.js';

describe('snowflakes', () => {
  it('accepts decimal unsigned 64-bit strings only', () => {
    expect(isSnowflake('0')).toBe(true);
    expect(isSnowflake('18446744073709551615')).toBe(true);
    expect(isSnowflake('18446744073709551616')).toBe(false);
    expect(isSnowflake('0123')).toBe(false);
    expect(isSnowflake('-1')).toBe(false);
    expect(isSnowflake('12a')).toBe(false);
    expect(isSnowflake(123)).toBe(false);
  });

  it('reads the creation time of a known id', () => {
    // 175928847299117063 is the service documentation's example: 2016-04-30T11:18:25.796Z.
    expect(snowflakeTimestamp('175928847299117063')).toBe(Date.UTC(2016, 3, 30, 11, 18, 25, 796));
    expect(() => snowflakeTimestamp('nope')).toThrow(/Not a snowflake/);
  });

  it('orders by numeric value, not by string', () => {
    expect(compareSnowflakes('9', '10')).toBe(-1);
    expect(compareSnowflakes('10', '9')).toBe(1);
    expect(compareSnowflakes('42', '42')).toBe(0);
    // Leading zeros are read as numbers too; long ids of the same length compare digit by digit.
    expect(compareSnowflakes('010', '9')).toBe(1);
    expect(compareSnowflakes('1250000000000000402', '1250000000000000399')).toBe(1);
    expect(compareSnowflakes('999999999999999999', '1000000000000000000')).toBe(-1);
  });

  it('generates unique increasing ids from a clock that stands still or goes back', () => {
    let time = Date.UTC(2026, 0, 1);
    const next = createSnowflakeGenerator({ now: () => time });
    const ids = [next(), next(), next()];
    time -= 5000;
    ids.push(next());
    time += 60_000;
    ids.push(next());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(compareSnowflakes(ids[i - 1]!, ids[i]!)).toBe(-1);
    expect(snowflakeTimestamp(ids[0]!)).toBe(Date.UTC(2026, 0, 1));
    expect(snowflakeTimestamp(ids[4]!)).toBe(Date.UTC(2026, 0, 1) + 55_000);
  });

  it('rolls over to the next millisecond after 4096 ids in one millisecond', () => {
    const next = createSnowflakeGenerator({ now: () => Date.UTC(2026, 0, 1) });
    const ids = Array.from({ length: 5000 }, next);
    expect(new Set(ids).size).toBe(5000);
    expect(snowflakeTimestamp(ids[4999]!)).toBe(Date.UTC(2026, 0, 1) + 1);
  });

  it('continues after a saved id, even when its clock is behind that id', () => {
    const saved = createSnowflakeGenerator({ now: () => Date.UTC(2026, 0, 2) })();
    const next = createSnowflakeGenerator({ now: () => Date.UTC(2026, 0, 1), after: saved });
    const [first, second] = [next(), next()];
    expect(compareSnowflakes(saved, first)).toBe(-1);
    expect(compareSnowflakes(first, second)).toBe(-1);
    // Without `after`, the same clock gives an id before the saved one.
    expect(compareSnowflakes(createSnowflakeGenerator({ now: () => Date.UTC(2026, 0, 1) })(), saved)).toBe(
      -1,
    );
  });
});
