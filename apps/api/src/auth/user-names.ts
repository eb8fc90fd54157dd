/**
 * The one canonical form of a user name, the key every comparison of user names goes through: sign-in,
 * the lockout's failure count, the password reset limit and recipient, and user-name uniqueness (the
 * `users.user_name_key` column and its unique index hold this same key). It used to be lower-cased in
 * JavaScript in some places and by PostgreSQL's `lower()` in others, and the two disagree (issue #26):
 * `restrİcted.au` (U+0130) was its own lockout count while PostgreSQL signed it in as `restricted.au`.
 *
 * The steps, and why:
 * - NFKC first, so compatibility forms are one name: full-width `ｒｅｓｔｒｉｃｔｅｄ.au`, the `ﬁ` ligature.
 * - Surrounding white space is not part of a name (it never was: every path trimmed).
 * - One case fold, lower → upper → lower. JavaScript has no Unicode case folding, and `toLowerCase()`
 *   alone is not one: it keeps ß apart from SS and σ apart from ς (final sigma is chosen by context).
 *   Upper-casing first makes them meet (ß → SS, σ and ς → Σ, ı → I), lower-casing again gives one
 *   lower-case form chosen from the upper-case one alone; the first lower-casing takes the capital
 *   sharp s (ẞ) to ß, which upper-cases to SS. The case mappings are the locale-free ones.
 * - A dot above after i or j is dropped: it is what lower-casing İ (U+0130) leaves (i + U+0307), and on
 *   those soft-dotted letters it changes nothing a reader sees. So İ, I, ı and i are one letter here,
 *   which is also what keeps a Turkish-looking spelling from being a second account.
 * - NFKC again, so the key is in normal form and the function is idempotent (unit-tested over every
 *   code point): a stored key is its own key.
 *
 * The key depends on the Unicode tables of the Node.js that computes it; the database keeps keys, and
 * migration 085's step computed the existing ones with this same function.
 */
export function canonicalUserName(typed: string): string {
  return typed
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .replace(/([ij])\u0307/g, '$1')
    .normalize('NFKC');
}
