import type { EndpointName } from '@slashkit/api';

/**
 * The rows of `@slashkit/api`'s `Endpoints` that a group of `@slashkit/rest` calls and the emulator does not
 * serve yet, each with why. `served-endpoints.test.ts` fails for any other row rest calls that no default
 * feature serves, and for a row listed here that is served after all: whoever adds the handler removes the
 * row from this list. Keep it short; an entry is a debt, not a decision.
 * @example
 * // { name: 'getGuildPreview', why: 'the [guild-admin] issue serves it next' },
 */
export const notEmulatedEndpoints: readonly { readonly name: EndpointName; readonly why: string }[] = [];
