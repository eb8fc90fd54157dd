/**
 * How deeply a JSON text nests arrays and objects, read without parsing it (strings and their escapes
 * skipped), stopping as soon as it passes `limit`. Checked before user JSON is parsed and walked: the
 * walks (shape checks, cleaning, serialising, PostgreSQL's jsonb) recurse once per level, and a text
 * nested thousands deep answered 500 (issue #26).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
