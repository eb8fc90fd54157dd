import { readFileSync } from 'node:fs';

/**
 * The XSS attack corpus (tests/fixtures/xss/payloads.json), shared by the API suites, the PDF renderer's
 * check and the portal's e2e. Each payload names its effect with two placeholders: `$XSS`, the script a
 * successful injection runs (a call of the `__xss` tripwire), and `$URL`, an address a successful
 * injection fetches. A suite says what they become where it renders.
 */
export interface XssPayload {
  /** Position in the corpus, also the argument of the tripwire call and the last segment of the URL. */
  id: number;
  kind: string;
  html: string;
}

interface CorpusFile {
  payloads: { kind: string; html: string }[];
}

const CORPUS_FILE = new URL('../../../../tests/fixtures/xss/payloads.json', import.meta.url);

/** The tripwire the payloads call; a suite defines it where it can see the call. */
export const TRIPWIRE = '__xss';

export function xssCorpus(outboundBase: string): XssPayload[] {
  const { payloads } = JSON.parse(readFileSync(CORPUS_FILE, 'utf8')) as CorpusFile;
  return payloads.map(({ kind, html }, id) => ({
    id,
    kind,
    html: html.replaceAll('$XSS', `${TRIPWIRE}(${String(id)})`).replaceAll('$URL', `${outboundBase}/${String(id)}`),
  }));
}
