import { ButtonStyle, ComponentType, isSelectMenuType } from '@slashkit/api';

/**
 * The JSON path of the first interactive component of a message's components (a button that is not a
 * link, a select menu), searched through action rows, containers and section accessories; undefined when
 * every component only shows something. Own properties only.
 */
export function firstInteractiveComponent(components: readonly unknown[]): (string | number)[] | undefined {
  for (const [index, component] of components.entries()) {
    const found = interactiveIn(component, ['components', index], 0);
    if (found) return found;
  }
  return undefined;
}

const field = (value: object, key: string): unknown =>
  Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;

function interactiveIn(
  component: unknown,
  path: (string | number)[],
  depth: number,
): (string | number)[] | undefined {
  if (typeof component !== 'object' || component === null || depth > 4) return undefined;
  const type = field(component, 'type');
  if (type === ComponentType.Button) return field(component, 'style') === ButtonStyle.Link ? undefined : path;
  if (typeof type === 'number' && isSelectMenuType(type)) return path;
  const accessory = field(component, 'accessory');
  if (accessory !== undefined) {
    const found = interactiveIn(accessory, [...path, 'accessory'], depth + 1);
    if (found) return found;
  }
  const children = field(component, 'components');
  if (!Array.isArray(children)) return undefined;
  for (const [index, child] of children.entries()) {
    const found = interactiveIn(child, [...path, 'components', index], depth + 1);
    if (found) return found;
  }
  return undefined;
}
