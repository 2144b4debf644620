/** A snowflake: an unsigned 64-bit id carried as a decimal string. */
export type Snowflake = string;

/** Milliseconds since the Unix epoch of the first second of 2015, where snowflake time starts. */
export const SnowflakeEpoch = 1_420_070_400_000n;

const MAX_UINT64 = (1n << 64n) - 1n;
const DECIMAL = /^(0|[1-9]\d{0,19})$/;

/** Whether `value` is a decimal string of an unsigned 64-bit integer. */
export function isSnowflake(value: unknown): value is Snowflake {
  return typeof value === 'string' && DECIMAL.test(value) && BigInt(value) <= MAX_UINT64;
}

/** The creation time of a snowflake, in milliseconds since the Unix epoch. */
export function snowflakeTimestamp(id: Snowflake): number {
  if (!isSnowflake(id)) throw new TypeError(`Not a snowflake: ${JSON.stringify(id)}`);
  return Number((BigInt(id) >> 22n) + SnowflakeEpoch);
}

/** Orders two snowflakes by their numeric value: negative, zero or positive. */
export function compareSnowflakes(a: Snowflake, b: Snowflake): number {
  // Decimal digits without leading zeros order by length, then as text: no BigInt on a hot path (a page
  // of a long channel compares every message with its anchor).
  if (a[0] !== '0' && b[0] !== '0') {
    if (a.length !== b.length) return a.length < b.length ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Options of {@link createSnowflakeGenerator}. */
export interface SnowflakeGeneratorOptions {
  /** The clock, in epoch milliseconds. Defaults to `Date.now`. */
  now?: () => number;
  /** 5-bit worker id. */
  workerId?: number;
  /** 5-bit process id. */
  processId?: number;
  /**
   * An id (of the same worker and process) the generator continues after: every id it makes is greater,
   * even when the clock is behind that id's time, so a server restoring saved state never hands out an
   * id twice.
   */
  after?: Snowflake;
}

/**
 * Makes a generator of unique, increasing snowflakes from a clock: timestamp, worker, process and a 12-bit
 * increment, as the service lays them out. Ids from one generator never repeat, even when the clock stands
 * still or goes back (the generator then runs on from its last timestamp).
 * @example
 * const next = createSnowflakeGenerator({ now: () => clock.now() });
 * next(); // '1234567890123456789'
 */
export function createSnowflakeGenerator(options: SnowflakeGeneratorOptions = {}): () => Snowflake {
  const now = options.now ?? Date.now;
  const node =
    (BigInt((options.workerId ?? 1) & 0x1f) << 17n) | (BigInt((options.processId ?? 0) & 0x1f) << 12n);
  const after = options.after === undefined ? 0n : BigInt(options.after);
  let lastTime = after >> 22n;
  let increment = after & 0xfffn;
  return () => {
    let time = BigInt(Math.floor(now())) - SnowflakeEpoch;
    if (time < 0n) time = 0n;
    if (time <= lastTime) {
      time = lastTime;
      increment += 1n;
      if (increment > 0xfffn) {
        time += 1n;
        increment = 0n;
      }
    } else {
      increment = 0n;
    }
    lastTime = time;
    return ((time << 22n) | node | increment).toString();
  };
}
