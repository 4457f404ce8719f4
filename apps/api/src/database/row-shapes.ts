/** A row object from the row's column texts (null: SQL null) and each column's type parser. */
export type RowBuild = (
  texts: (string | null)[],
  parsers: ((text: string) => unknown)[],
) => Record<string, unknown>;

/** One per distinct column list: the statements' shapes are written in the code, so they are few. */
const builders = new Map<string, RowBuild>();
const SHAPES_KEPT = 2000;

/**
 * A function that makes a row object of these columns with an object literal of its own, each value
 * its column's text parsed as pg parses it (null stays null; a column whose parser is `identity`,
 * text's, is taken as it is): every row of a shape is built at one monomorphic site. pg's own rows go
 * through an array of parsed values or a template cloned and filled by name at sites shared by every
 * statement of the process, which V8 runs megamorphic (its slow clone and keyed stores: 9-14 us a list
 * page of 10 rows by profile). As pg's rows, a later column of the same name wins.
 */
export function rowBuilder(
  fields: readonly { name: string }[],
  parsers: readonly unknown[],
  identity: unknown,
): RowBuild {
  let key = '';
  for (let i = 0; i < fields.length; i++)
    key += `${parsers[i] === identity ? 't' : 'p'}${fields[i].name.length}:${fields[i].name}`;
  let build = builders.get(key);
  if (!build) {
    // A plain `"__proto__": v` would set the prototype: that one key is written computed, as an own column.
    const props = fields.map((f, i) => {
      const key = JSON.stringify(f.name);
      const value = parsers[i] === identity ? `t[${i}]` : `t[${i}] === null ? null : p[${i}](t[${i}])`;
      return `${f.name === '__proto__' ? `[${key}]` : key}: ${value}`;
    });
    build = new Function('t', 'p', `return {${props.join(', ')}};`) as RowBuild;
    if (builders.size >= SHAPES_KEPT) builders.clear();
    builders.set(key, build);
  }
  return build;
}
