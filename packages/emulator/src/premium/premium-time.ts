/** A monetization timestamp: ISO 8601 in UTC (the document's `date-time`). */
export function premiumTimestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** One billing period after `ms`: the same day and time of the next month (the end of a shorter month). */
export function nextPeriodEnd(ms: number): number {
  const start = new Date(ms);
  const end = new Date(ms);
  end.setUTCMonth(start.getUTCMonth() + 1);
  // 31 January + 1 month is 3 March in Date arithmetic: hold it to the last day of February.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end.getTime();
}
