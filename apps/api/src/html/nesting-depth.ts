/** Elements that never hold content, so never nest: a start tag of one opens nothing. */
const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * Whether HTML nests elements more than `limit` deep, read in one linear pass over its tags (start tags
 * add a level, end tags take one off; void and self-closed elements add none; comments and anything
 * that is no tag are skipped). Checked before user rich text is sanitised: the sanitiser's time grows
 * with the square of the nesting (100,000 nested list items took 40 s of a core), which a 1 MB body
 * could ask for on every request. Unclosed tags count as open, so sloppy HTML errs towards deeper.
 */
export function htmlNestingExceeds(html: string, limit: number): boolean {
  let depth = 0;
  // The next `>` is looked for again only once passed, so a run of `<` before one far `>` stays linear.
  let end = -1;
  let index = html.indexOf('<');
  while (index !== -1) {
    if (html.startsWith('<!--', index)) {
      const commentEnd = html.indexOf('-->', index + 4);
      if (commentEnd === -1) return false;
      index = html.indexOf('<', commentEnd + 3);
      continue;
    }
    const closing = html.charCodeAt(index + 1) === 0x2f;
    const nameStart = index + (closing ? 2 : 1);
    if (end < nameStart) end = html.indexOf('>', nameStart);
    // No `>` left: nothing after this is a tag.
    if (end === -1) return false;
    if (!isLetter(html.charCodeAt(nameStart))) {
      // A `<` that opens no tag is text.
      index = html.indexOf('<', index + 1);
      continue;
    }
    const tag = html.slice(nameStart, end);
    const name = /^[^\s/>]+/.exec(tag)![0].toLowerCase();
    if (closing) depth = Math.max(0, depth - 1);
    else if (!VOID_ELEMENTS.has(name) && !tag.endsWith('/')) {
      depth += 1;
      if (depth > limit) return true;
    }
    // Everything up to its `>` belongs to the tag (a `<` in an attribute opens nothing).
    index = html.indexOf('<', end + 1);
  }
  return false;
}
