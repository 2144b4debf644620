/** A child `h()` accepts: nodes, text, and nothing (skipped). */
export type Child = Node | string | number | null | undefined | false | Child[];

/**
 * Creates an element: `on…` props become listeners, `class` the class name, `true` an empty attribute,
 * `false`/`undefined` nothing, anything else an attribute. Children are appended in order.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === false || value === null) continue;
    if (key.startsWith('on') && typeof value === 'function')
      element.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    else if (key === 'class') element.className = String(value);
    else if (key === 'value') (element as HTMLInputElement).value = String(value);
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** A unique id for label/field pairs. */
let counter = 0;
export function uid(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** The element of the page with this id. */
export const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
