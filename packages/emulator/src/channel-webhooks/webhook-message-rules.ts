import { FieldErrorCodes } from '@slashkit/api';
import { invalidForm } from '../http/http-error.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import { firstInteractiveComponent } from './interactive-components.js';

/**
 * A checked webhook message body with its components as the service takes them from this webhook: an
 * app's webhook sends every component; another's components are dropped unless `withComponents`
 * (`?with_components=true`), and then only those that show something (links, layout, media) pass:
 * an interactive one is 400/50035 at its path, since no app would receive its interactions.
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export function webhookComponents<T extends { components?: unknown[] | undefined }>(
  webhook: EmulatorWebhook,
  data: T,
  withComponents: boolean,
): T {
  if (webhook.applicationId !== null || data.components === undefined) return data;
  if (!withComponents) {
    const { components: _dropped, ...rest } = data;
    return rest as T;
  }
  const path = firstInteractiveComponent(data.components ?? []);
  if (path)
    throw invalidForm([
      {
        path,
        code: FieldErrorCodes.InvalidValue,
        message:
          'A webhook no application owns cannot send interactive components (buttons other than links, select menus): nobody would receive their interactions',
      },
    ]);
  return data;
}
