/**
 * What a modal input builder's type carries for the submit handler (type-only; nothing at run time): the
 * input's `custom_id` literal and the type of the value `ctx.fields` holds under it.
 * @example
 * type Info = NonNullable<CheckboxBuilder<'agree'>['~field']>; // { customId: 'agree'; value: boolean }
 */
export interface ModalFieldTypeInfo<CustomId extends string = string, Value = unknown> {
  readonly customId: CustomId;
  readonly value: Value;
}
