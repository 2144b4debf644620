/**
 * Why the client or the service would not run a command, or send a component or modal interaction, as the
 * admin API answers it: the HTTP status, a stable `reason` and a message that says what to change.
 */
export interface InvocationRefusal {
  status: 403 | 404 | 409;
  /**
   * `UNKNOWN_COMMAND` (no such command visible here), `NOT_A_MEMBER`, `CANNOT_VIEW_CHANNEL`,
   * `NOT_INSTALLED` (no installation of the app covers this place), `CONTEXT_NOT_ALLOWED` (contexts,
   * dm_permission), `AGE_RESTRICTED`, `MISSING_PERMISSIONS` (command permissions,
   * default_member_permissions, Use Application Commands), `PERMISSION_DENIED` (a USER command without
   * Send Messages), `STALE_COMMAND` (read-repair: reload the command and try again). Components and
   * modals: `UNKNOWN_MESSAGE`, `CANNOT_SEE_MESSAGE` (an ephemeral message or DM of another user),
   * `UNKNOWN_COMPONENT` (no such component on the message), `COMPONENT_DISABLED`, `NO_OPEN_MODAL` (none
   * open for this user, or already submitted).
   */
  reason:
    | 'UNKNOWN_COMMAND'
    | 'NOT_A_MEMBER'
    | 'CANNOT_VIEW_CHANNEL'
    | 'NOT_INSTALLED'
    | 'CONTEXT_NOT_ALLOWED'
    | 'AGE_RESTRICTED'
    | 'MISSING_PERMISSIONS'
    | 'PERMISSION_DENIED'
    | 'STALE_COMMAND'
    | 'UNKNOWN_MESSAGE'
    | 'CANNOT_SEE_MESSAGE'
    | 'UNKNOWN_COMPONENT'
    | 'COMPONENT_DISABLED'
    | 'NO_OPEN_MODAL';
  message: string;
}
