/** The kind of a component builder, for handler typing: a button or one of the five select menus. */
export type ComponentKind = 'button' | 'string' | 'user' | 'role' | 'mentionable' | 'channel';

/**
 * What a component builder's type carries for its handler (type-only; nothing at run time): its kind,
 * its `custom_id` literal and, for string selects, the union of its option values.
 */
export interface ComponentTypeInfo<
  Kind extends ComponentKind = ComponentKind,
  CustomId extends string = string,
  Values extends string = string,
> {
  readonly kind: Kind;
  readonly customId: CustomId;
  readonly values: Values;
}

/**
 * The option values a string select's handler receives, from its builder: the union of the values it
 * was built with (`string` for other builders).
 * @example
 * type Color = InferSelectValues<typeof colorSelect>; // 'red' | 'green'
 */
export type InferSelectValues<B> = B extends {
  readonly '~component'?: ComponentTypeInfo<'string', string, infer V>;
}
  ? V
  : string;
