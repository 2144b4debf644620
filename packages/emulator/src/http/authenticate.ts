import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { Principal } from './principal.js';

/**
 * Resolves an `Authorization` header (`Bot <token>` or `Bearer <token>`) to the caller, or null when it is
 * missing, malformed, unknown or expired (the pipeline answers 401).
 */
export function authenticate(header: string | null, context: EmulatorContext): Principal | null {
  if (!header) return null;
  const match = /^(Bot|Bearer) +(\S+)$/.exec(header.trim());
  if (!match) return null;
  const [, scheme, credential] = match as unknown as [string, 'Bot' | 'Bearer', string];
  if (scheme === 'Bot') {
    const application = context.state.world.applications.find((a) => a.botToken === credential);
    return application ? { kind: 'bot', application } : null;
  }
  const token = context.state.tokens.find(credential);
  if (!token) return null;
  const application = context.findApplication(token.applicationId);
  return application ? { kind: 'bearer', application, token } : null;
}
