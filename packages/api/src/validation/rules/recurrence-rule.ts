import { RecurrenceRuleFrequency } from '../../enums/recurrence-rule-frequency.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import type { RESTRecurrenceRuleBody } from '../../types/scheduled-event.js';
import { BodyFields } from './body-fields.js';
import type { ErrorCollector } from './collector.js';
import { checkTimestamp } from './timestamp.js';

const F = RecurrenceRuleFrequency;

// The weekday sets a daily event may recur on (Monday 0 … Sunday 6), as the docs list them.
const dailySets: readonly string[] = ['0,1,2,3,4', '1,2,3,4,5', '0,1,2,3,6', '4,5', '5,6', '0,6'];

/**
 * Checks a scheduled event's `recurrence_rule` (collector path at the rule) within the limits the service
 * sets for apps: `start` an ISO 8601 timestamp and `frequency` 0-3 required; `end`, `count` and
 * `by_year_day` the service's alone; `interval` 1 (2 for every other week); `by_weekday` (daily: one of
 * the known sets; weekly: one day), `by_n_weekday` (monthly: one `{ n 1-5, day }`) and `by_month` with
 * `by_month_day` (yearly: one date) exclusive of each other.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-recurrence-rule-object | Recurrence rule object}
 */
export function checkRecurrenceRule(
  c: ErrorCollector,
  body: Readonly<Record<string, unknown>>,
): RESTRecurrenceRuleBody | undefined {
  const errorsBefore = c.errors.length;
  const f = new BodyFields(c, body);
  for (const key of ['end', 'count', 'by_year_day'] as const)
    if (f.raw(key) !== undefined && f.raw(key) !== null)
      c.add(key, FieldErrorCodes.InvalidValue, `${key} cannot be set by an application: leave it out`);
  const start = f.required('start') ? checkTimestamp(c, 'start', f.raw('start')) : undefined;
  const frequency = f.required('frequency')
    ? f.integer('frequency', { min: F.Yearly, max: F.Daily })
    : undefined;
  const interval = f.integer('interval', { min: 1, max: 2, nullable: true }) ?? 1;
  const weekdays = integers(c, f, 'by_weekday', 7, 0, 6);
  const nWeekdays = nWeekdayList(c, f);
  const months = integers(c, f, 'by_month', 12, 1, 12);
  const monthDays = integers(c, f, 'by_month_day', 31, 1, 31);
  if (c.errors.length > errorsBefore || start === undefined || typeof frequency !== 'number')
    return undefined;
  const used = [weekdays, nWeekdays, months ?? monthDays].filter((list) => list !== undefined).length;
  if (used > 1)
    c.add(
      undefined,
      FieldErrorCodes.InvalidValue,
      'by_weekday, by_n_weekday and by_month with by_month_day exclude each other: send one of them',
    );
  if (interval !== 1 && !(interval === 2 && frequency === F.Weekly))
    c.add(
      'interval',
      FieldErrorCodes.InvalidValue,
      'interval may be 2 only for a weekly event (every other week)',
    );
  if (weekdays !== undefined) {
    const set = [...weekdays].sort((a, b) => a - b).join(',');
    if (frequency === F.Daily ? !dailySets.includes(set) : frequency !== F.Weekly || weekdays.length !== 1)
      c.add(
        'by_weekday',
        FieldErrorCodes.InvalidValue,
        frequency === F.Daily
          ? 'A daily event recurs on a known set of weekdays: Monday-Friday, Tuesday-Saturday, Sunday-Thursday, Friday & Saturday, Saturday & Sunday or Sunday & Monday'
          : 'by_weekday takes one day, and only for a daily or weekly event',
      );
  }
  if (nWeekdays !== undefined && (frequency !== F.Monthly || nWeekdays.length !== 1))
    c.add(
      'by_n_weekday',
      FieldErrorCodes.InvalidValue,
      'by_n_weekday takes one day, and only for a monthly event',
    );
  if (
    (months !== undefined || monthDays !== undefined) &&
    (frequency !== F.Yearly || months?.length !== 1 || monthDays?.length !== 1)
  )
    c.add(
      months === undefined ? 'by_month_day' : 'by_month',
      FieldErrorCodes.InvalidValue,
      'A yearly event takes one date: by_month and by_month_day, one item each',
    );
  if (c.errors.length > errorsBefore) return undefined;
  return {
    start,
    frequency: frequency as RecurrenceRuleFrequency,
    interval,
    by_weekday: weekdays ?? null,
    by_n_weekday: nWeekdays ?? null,
    by_month: months ?? null,
    by_month_day: monthDays ?? null,
  };
}

function integers(
  c: ErrorCollector,
  f: BodyFields,
  key: string,
  max: number,
  low: number,
  high: number,
): number[] | undefined {
  const list = f.array(key, { max, nullable: true });
  if (!list) return undefined;
  const seen = new Set<number>();
  list.forEach((value, index) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < low || value > high)
      c.add(key, FieldErrorCodes.InvalidValue, `${key}[${index}] must be an integer from ${low} to ${high}`);
    else if (seen.has(value)) c.add(key, FieldErrorCodes.InvalidValue, `${key} holds ${value} twice`);
    else seen.add(value);
  });
  return [...seen];
}

function nWeekdayList(c: ErrorCollector, f: BodyFields): { n: number; day: number }[] | undefined {
  const list = f.array('by_n_weekday', { max: 7, nullable: true });
  if (!list) return undefined;
  const days: { n: number; day: number }[] = [];
  c.path.push('by_n_weekday');
  list.forEach((item, index) => {
    c.path.push(index);
    if (!isJsonObject(item))
      c.add(undefined, FieldErrorCodes.ModelType, 'Expected an object such as { "n": 4, "day": 2 }');
    else {
      const g = new BodyFields(c, item);
      const n = g.required('n') ? g.integer('n', { min: 1, max: 5 }) : undefined;
      const day = g.required('day') ? g.integer('day', { min: 0, max: 6 }) : undefined;
      if (typeof n === 'number' && typeof day === 'number') days.push({ n, day });
    }
    c.path.pop();
  });
  c.path.pop();
  return days;
}
