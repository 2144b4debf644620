/**
 * Application flags the emulator looks at.
 * @see spec "Entry point handler types" (Activities are enabled by the EMBEDDED flag)
 */
export const ApplicationFlags = {
  /** The app has an embedded Activity: it gets the automatic "Launch" entry-point command. */
  Embedded: 1 << 17,
} as const;

/** Whether an application's flags enable Activities. */
export function hasActivities(application: { flags: number }): boolean {
  return (application.flags & ApplicationFlags.Embedded) !== 0;
}
