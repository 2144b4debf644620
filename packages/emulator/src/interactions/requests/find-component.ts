/** A component found in a message or modal, with its JSON path under `components`. */
export interface FoundComponent {
  component: Record<string, unknown>;
  path: (string | number)[];
}

/**
 * Every component of a message or modal, depth first, wherever layouts nest them: action rows'
 * `components`, a section's `accessory`, a label's `component`, a container's `components`.
 */
export function* walkComponents(
  components: readonly unknown[] | undefined,
  path: (string | number)[] = ['components'],
): Generator<FoundComponent> {
  for (const [index, value] of (components ?? []).entries()) {
    if (typeof value !== 'object' || value === null) continue;
    const component = value as Record<string, unknown>;
    const at = [...path, index];
    yield { component, path: at };
    if (Array.isArray(component.components))
      yield* walkComponents(component.components, [...at, 'components']);
    for (const key of ['accessory', 'component'] as const) {
      const inner = component[key];
      if (typeof inner === 'object' && inner !== null) {
        const innerPath = [...at, key];
        yield { component: inner as Record<string, unknown>, path: innerPath };
        if (Array.isArray((inner as Record<string, unknown>).components))
          yield* walkComponents((inner as Record<string, unknown>).components as unknown[], [
            ...innerPath,
            'components',
          ]);
      }
    }
  }
}

/** The first component for which `match` holds, or undefined. */
export function findComponent(
  components: readonly unknown[] | undefined,
  match: (component: Record<string, unknown>) => boolean,
): FoundComponent | undefined {
  for (const found of walkComponents(components)) if (match(found.component)) return found;
  return undefined;
}
