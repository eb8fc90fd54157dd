/** One link of an RFC 8288 `Link` header. */
export interface LinkHeaderEntry {
  /** The target as written (relative or absolute). */
  url: string;
  /** The relation types, lower case (`rel="next last"` gives `['next', 'last']`). */
  rel: string[];
  /** Every parameter, names lower case, values unquoted. */
  params: Record<string, string>;
}

/**
 * Parses a `Link` header: `<url>; rel="next"; title="a, b", <url2>; rel=last`. Commas and
 * semicolons inside quoted values or inside `<…>` do not split. Malformed links are skipped.
 */
export function parseLinkHeader(header: string | null | undefined): LinkHeaderEntry[] {
  if (!header) return [];
  const entries: LinkHeaderEntry[] = [];
  let index = 0;
  const length = header.length;

  const skipWhitespace = () => {
    while (index < length && /\s/.test(header[index]!)) index += 1;
  };
  // Skips to just after the next top-level comma (recovering from a malformed link).
  const skipToNextLink = () => {
    let quoted = false;
    while (index < length) {
      const character = header[index]!;
      if (quoted) {
        if (character === '\\') index += 1;
        else if (character === '"') quoted = false;
      } else if (character === '"') quoted = true;
      else if (character === ',') {
        index += 1;
        return;
      }
      index += 1;
    }
  };

  while (index < length) {
    skipWhitespace();
    if (index >= length) break;
    if (header[index] === ',') {
      index += 1;
      continue;
    }
    if (header[index] !== '<') {
      skipToNextLink();
      continue;
    }
    const close = header.indexOf('>', index + 1);
    if (close === -1) break;
    const url = header.slice(index + 1, close).trim();
    index = close + 1;
    const params: Record<string, string> = {};
    // Parameters: ; name[=value]
    for (;;) {
      skipWhitespace();
      if (header[index] !== ';') break;
      index += 1;
      skipWhitespace();
      let name = '';
      while (index < length && /[^\s=;,]/.test(header[index]!)) name += header[index++];
      skipWhitespace();
      let value = '';
      if (header[index] === '=') {
        index += 1;
        skipWhitespace();
        if (header[index] === '"') {
          index += 1;
          while (index < length && header[index] !== '"') {
            if (header[index] === '\\' && index + 1 < length) index += 1;
            value += header[index++];
          }
          index += 1; // closing quote
        } else {
          while (index < length && /[^\s;,]/.test(header[index]!)) value += header[index++];
        }
      }
      name = name.toLowerCase();
      // RFC 8288: only the first occurrence of a parameter counts.
      if (name && !(name in params)) params[name] = value;
    }
    const rel = (params.rel ?? '')
      .split(/\s+/)
      .map((value) => value.toLowerCase())
      .filter(Boolean);
    entries.push({ url, rel, params });
    skipWhitespace();
    if (header[index] === ',') index += 1;
    else if (index < length) skipToNextLink();
  }
  return entries;
}

/** The target of the first link with relation `rel`, or null. */
export function findLink(header: string | null | undefined, rel: string): string | null {
  const wanted = rel.toLowerCase();
  return parseLinkHeader(header).find((entry) => entry.rel.includes(wanted))?.url ?? null;
}

/**
 * The next page's URL from a response's `Link` header (`rel="next"`), resolved against the
 * response's URL when it has one. Null on the last page.
 */
export function nextPageUrl(response: Response): string | null {
  const next = findLink(response.headers.get('Link'), 'next');
  if (next === null) return null;
  if (!response.url) return next;
  try {
    return new URL(next, response.url).href;
  } catch {
    return next;
  }
}
