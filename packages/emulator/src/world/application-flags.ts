import { ApplicationFlags } from '@slashkit/api';

export { ApplicationFlags };

/** Whether an application's flags enable Activities (the EMBEDDED flag). */
export function hasActivities(application: { flags: number }): boolean {
  return (application.flags & ApplicationFlags.Embedded) !== 0;
}
