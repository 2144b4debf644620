/**
 * Escapes text for HTML element content and quoted attribute values: every string the authorize pages show
 * (app names, usernames, request values) passes through here.
 * @example
 * escapeHtml('<b>"x"</b>'); // '&#60;b&#62;&#34;x&#34;&#60;/b&#62;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
