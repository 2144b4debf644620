/**
 * The most bytes one gateway connection may have written and not yet sent (the socket's own buffer, beyond
 * what the operating system already holds for it), in bytes: a client that stops reading falls behind by
 * this much and is closed (4000, resumable), so a paused socket costs the emulator a bounded amount of
 * memory. The session stays and keeps its latest dispatches, so the client resumes where it stopped.
 * An emulator figure, not the service's (it does not publish its own).
 */
export const sendQueueLimitBytes = 4 * 1024 * 1024;
