import type { InferSelectValues } from '@slashkit/builders';

/**
 * A component of a message, as a user finds it: by `custom_id` (a string, or `{ customId }`), by its
 * numeric `id` (`{ id: 3 }`, the identifier every component has in a message), or by the builder that made it.
 */
export type ComponentRef =
  | string
  | { readonly customId: string }
  | { readonly id: number }
  | { toJSON(): object };

/** The values a user chooses in a select menu: a string select's option values (typed from its builder), or ids. */
export type SelectValuesInput<Component> = readonly InferSelectValues<Component>[];
