import type { TimestampStyle } from './markdown-nodes.js';

const formats: Record<Exclude<TimestampStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A `<t:seconds:style>` timestamp as Discord shows it, in the given language and the reader's time zone: `t` 16:20,
 * `T` 16:20:30, `d` 20/04/2021, `D` 20 April 2021, `f` (the default) 20 April 2021 16:20, `F` with the
 * weekday, `R` relative to `now` (epoch ms: the emulator's clock) such as "3 hours ago" or "in 2 days".
 * @example formatTimestamp(0, 'R', 'en-US', 3_600_000) // '1 hour ago'
 */
export function formatTimestamp(seconds: number, style: TimestampStyle, locale: string, now: number): string {
  const language = supported(locale);
  if (style !== 'R') return new Intl.DateTimeFormat(language, formats[style]).format(seconds * 1000);
  const delta = seconds - Math.round(now / 1000);
  const [unit, size] = units.find(([, size]) => Math.abs(delta) >= size) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(Math.trunc(delta / size), unit);
}

/** The locale when Intl knows it, else English (a world seed may hold any string). */
function supported(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US';
  } catch {
    return 'en-US';
  }
}
