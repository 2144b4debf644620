/**
 * Application flags that change what the service does with an app's commands.
 * @see spec "Entry point handler types" (Activities are enabled by the EMBEDDED flag)
 */
export const ApplicationFlags = {
  /** The app has an embedded Activity: it gets the automatic "Launch" entry-point command. */
  Embedded: 1 << 17,
} as const;

/** A single application flag bit. */
export type ApplicationFlags = (typeof ApplicationFlags)[keyof typeof ApplicationFlags];
