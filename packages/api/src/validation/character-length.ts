// A lone high surrogate is enough to tell that a string holds characters outside the BMP.
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/**
 * The length of a string in characters (Unicode code points), as the service counts lengths; an emoji
 * counts 1 where `String.prototype.length` counts 2.
 * @example
 * characterLength('héllo'); // 5
 * characterLength('🎉'); // 1
 * @see spec "Limits"
 */
export function characterLength(text: string): number {
  if (!HIGH_SURROGATE.test(text)) return text.length;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
