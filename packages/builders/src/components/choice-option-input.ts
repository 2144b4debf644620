import type { APIRadioGroupOption } from '@slashkit/api';

/** One option of a radio group or a checkbox group; its `value` literal joins the handler's type. */
export interface ChoiceOptionInput<Value extends string = string> extends Omit<APIRadioGroupOption, 'value'> {
  /** 1-100 characters, unique in the group; what the submission carries. */
  value: Value;
}

/** A fresh wire option for an option input (refusing what is not an object). @internal */
export function toChoiceOption(option: ChoiceOptionInput): APIRadioGroupOption {
  if (typeof option !== 'object' || option === null)
    throw new TypeError('an option must be an object such as { label: "Small", value: "s" }');
  return { ...option };
}
