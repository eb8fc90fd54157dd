// `stylis` for the embed runtime: stylis itself, minus its vendor prefixer. styled-components only
// runs the prefixer under `<StyleSheetManager enableVendorPrefixes>`, which the embed never sets
// (nor does any widget), yet its namespace import keeps the prefixer's ~1 KB gzip in every widget.
// The vite config maps `stylis` to this file and `stylis-original` to the real package.
// @ts-expect-error stylis ships no types; only the names styled-components reads matter here.
export * from 'stylis-original';

/** Never called (see above); a middleware that returns nothing leaves the rule as it is. */
export function prefixer(): void {}
