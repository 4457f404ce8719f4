import type { FieldDef } from 'pg';

type Build = (values: unknown[]) => Record<string, unknown>;

/** One per distinct column list: the statements' shapes are written in the code, so they are few. */
const builders = new Map<string, Build>();
const SHAPES_KEPT = 2000;

/**
 * A function that makes a row object of these columns from pg's array row, with an object literal of
 * its own: every row of a shape is built at one monomorphic site. pg's own object rows are built by
 * cloning a template and storing each column by name at sites shared by every statement of the
 * process, so V8 runs them megamorphic (its slow clone and keyed stores: 9-14 us a list page of 10
 * rows by profile). As pg's rows, a later column of the same name wins.
 */
function builder(fields: FieldDef[]): Build {
  let key = '';
  for (const f of fields) key += `${f.name.length}:${f.name}`;
  let build = builders.get(key);
  if (!build) {
    // A plain `"__proto__": v` would set the prototype: that one key is written computed, as an own column.
    const props = fields.map((f, i) => {
      const key = JSON.stringify(f.name);
      return `${f.name === '__proto__' ? `[${key}]` : key}: v[${i}]`;
    });
    build = new Function('v', `return {${props.join(', ')}};`) as Build;
    if (builders.size >= SHAPES_KEPT) builders.clear();
    builders.set(key, build);
  }
  return build;
}

/** pg's array rows (`rowMode: 'array'`) as objects keyed by column name, as pg's object rows are. */
export function rowObjects<T>(fields: FieldDef[], rows: unknown[][]): T[] {
  if (rows.length === 0) return [];
  const build = builder(fields);
  const out = new Array<T>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = build(rows[i]) as T;
  return out;
}
