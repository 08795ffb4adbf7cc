import { z } from 'zod'

/**
 * Control characters (U+0000 to U+001F, DEL and U+0080 to U+009F). Nobody types them into a name,
 * an address, an id or a reference, and PostgreSQL cannot store U+0000 in text at all: the query
 * would fail and the shopper would see a 500. Refusing them where a request's text is checked
 * keeps them out of the database and tells the sender which field is wrong.
 */
const CONTROL = /\p{Cc}/u
/** The same less tab, line feed and carriage return, which a typed multi-line text holds. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u

/** The refusal of a text holding a character `allowedCharacters` does not allow. */
export const notAllowedCharacter = (field: string) =>
  `${field} contains a character that is not allowed`

/**
 * What a text may hold: `line` (a name, an address line, an id) no control character at all;
 * `lines` (a message) tabs and line breaks as well; `password` anything but U+0000. A password
 * is only hashed, never stored as text, so its owner may choose any other character; U+0000
 * alone is refused, since hashers written for C strings stop at it and would silently shorten
 * the password if the store ever moved to one.
 */
export type TextKind = 'line' | 'lines' | 'password'

const allowed: Record<TextKind, (text: string) => boolean> = {
  line: (text) => !CONTROL.test(text),
  lines: (text) => !CONTROL_BUT_LINE_BREAKS.test(text),
  password: (text) => !text.includes('\u0000'),
}

/**
 * The one check of the characters a request's text may hold, for every schema that takes text:
 * `z.string().trim().check(allowedCharacters('First name'))`. Put after `trim()`, so that a
 * line break pasted at either end is trimmed away rather than refused.
 */
export function allowedCharacters(field: string, kind: TextKind = 'line') {
  return z.refine<string>(allowed[kind], notAllowedCharacter(field))
}
