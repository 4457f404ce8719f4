import { Migration } from '@mikro-orm/migrations';

/** Arabic folding (SPEC 9, as normaliseArabic): alef variants, teh marbuta, alef maksura; no tatweel or diacritics. */
const FOLD_FROM = `\u0622\u0623\u0625\u0671\u0629\u0649\u0640${Array.from(
  { length: 0x065f - 0x064b + 1 },
  (_, i) => String.fromCharCode(0x064b + i),
).join('')}\u0670`;
const FOLD_TO = '\u0627\u0627\u0627\u0627\u0647\u064A';
const fold = (expr: string) => `lower(translate(${expr}, '${FOLD_FROM}', '${FOLD_TO}'))`;
/** The stored search texts the course list's "contains" filters read (course-list.query.ts). */
export const MIGRATION_COURSE_NAME_SEARCH = fold(`(name->>'ar') || ' ' || (name->>'en')`);
export const MIGRATION_STUDY_PLAN_SEARCH = fold(`(name->>'ar') || ' ' || (name->>'en') || ' ' || number`);

/**
 * The course list's text filters read stored, folded, lower-cased search columns: the per-row
 * work is a plain LIKE (cheap even on a sequential scan, which PGlite's planner may prefer), and
 * the trigram indexes sit on plain columns. The count uses an index on (scope_id, course_type,
 * active) that answers it index-only. Sorting by study plan reads the plan names that triggers copy
 * onto the course, through an index, instead of sorting a join.
 */
export class Migration20261122020000CourseSearch extends Migration {
  override name = 'Migration20261122020000_course_search';

  override up(): void {
    this.addSql('drop index if exists course_name_trgm;');
    this.addSql('drop index if exists study_plan_search_trgm;');
    this.addSql('drop index if exists course_scope_id_index;');
    this.addSql(
      'create index if not exists course_scope_type_active_index on course (scope_id, course_type, active);',
    );
    this.addSql(
      `alter table course add column search_name text generated always as (${MIGRATION_COURSE_NAME_SEARCH}) stored;`,
    );
    this.addSql('create index course_search_name_trgm on course using gin (search_name gin_trgm_ops);');
    this.addSql(
      `alter table study_plan add column search_text text generated always as (${MIGRATION_STUDY_PLAN_SEARCH}) stored;`,
    );
    this.addSql(
      'create index study_plan_search_text_trgm on study_plan using gin (search_text gin_trgm_ops);',
    );

    // Sorting by study plan without a join: the plan's names copied onto the course by triggers.
    this.addSql('alter table course add column plan_sort_ar text null, add column plan_sort_en text null;');
    this.addSql(`update course c set plan_sort_ar = sp.name->>'ar', plan_sort_en = sp.name->>'en'
      from study_plan sp where sp.id = c.study_plan_id;`);
    this.addSql(`create function course_plan_sort() returns trigger language plpgsql as $fn$
      begin
        new.plan_sort_ar := null;
        new.plan_sort_en := null;
        select sp.name->>'ar', sp.name->>'en' into new.plan_sort_ar, new.plan_sort_en
          from study_plan sp where sp.id = new.study_plan_id;
        return new;
      end $fn$;`);
    this.addSql(`create trigger course_plan_sort before insert or update of study_plan_id on course
      for each row execute function course_plan_sort();`);
    this.addSql(`create function study_plan_sort_sync() returns trigger language plpgsql as $fn$
      begin
        if new.name is distinct from old.name then
          update course set plan_sort_ar = new.name->>'ar', plan_sort_en = new.name->>'en' where study_plan_id = new.id;
        end if;
        return new;
      end $fn$;`);
    this.addSql(`create trigger study_plan_sort_sync after update of name on study_plan
      for each row execute function study_plan_sort_sync();`);
    this.addSql('create index course_plan_sort_ar_index on course (plan_sort_ar, id);');
    this.addSql('create index course_plan_sort_en_index on course (plan_sort_en, id);');
  }
}
