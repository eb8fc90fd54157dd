/**
 * The relevance rule of src/catalogue/content/relevance.ts (`appliesTo`) written in SQL, over a table
 * with `divisions` and `keywords` columns; `division` and `searchName` are the placeholders of the
 * industry's division and folded name. No query of the server uses it: it stays only while a test
 * checks that it agrees with the TypeScript rule.
 */
export function relevanceSql(table: string, division: string, searchName: string): string {
  return `((cardinality(${table}.divisions) = 0 AND cardinality(${table}.keywords) = 0)
    OR ${division} = ANY (${table}.divisions)
    OR EXISTS (SELECT 1 FROM unnest(${table}.keywords) AS keyword WHERE ${searchName} LIKE '% ' || keyword || '%'))`;
}
