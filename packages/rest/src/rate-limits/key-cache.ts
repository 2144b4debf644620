/**
 * Joined keys, each made once: a key built per request would cost a new string, and a fresh hash on every
 * store lookup. Emptied when it grows past `limit`, so keys of past interactions cannot pile up.
 */
export class KeyCache {
  private readonly byFirst = new Map<string, Map<string, string>>();
  private size = 0;

  constructor(
    private readonly separator: string,
    private readonly limit = 10_000,
  ) {}

  /** `${first}${separator}${second}`, the same string each time. */
  get(first: string, second: string): string {
    let bySecond = this.byFirst.get(first);
    const cached = bySecond?.get(second);
    if (cached !== undefined) return cached;
    if (++this.size > this.limit) {
      this.byFirst.clear();
      this.size = 1;
      bySecond = undefined;
    }
    if (bySecond === undefined) {
      bySecond = new Map();
      this.byFirst.set(first, bySecond);
    }
    const key = `${first}${this.separator}${second}`;
    bySecond.set(second, key);
    return key;
  }
}
