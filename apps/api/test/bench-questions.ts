import { normText, plainText } from '@mizan/domain/questions';
import type { Orm } from '../src/database/database.js';
import { DEMO_QUESTION_BANK } from '../src/database/seed/demo-question-bank.js';
import { fillTextBands } from '../src/questions/text-bands.js';

/**
 * Words of the demo bank's texts per language, each as often as it occurs there, so that a uniform
 * pick follows the bank's own word frequencies (common words common, terms rare) and trigram
 * similarity between generated stems behaves like between real ones. Kept free of characters
 * that HTML escapes, so a stem `<p>words</p>` has exactly the words as its plain text.
 */
function vocabulary(lang: 'ar' | 'en'): { words: string[]; norm: string[] } {
  const texts = DEMO_QUESTION_BANK.flatMap((b) => [
    ...b.facts.flatMap((f) => f[lang]),
    b.essay.prompt[lang],
    b.essay.model[lang],
    ...b.essay.rubrics.map((r) => r[lang]),
    b.case.scenario[lang],
    b.case.ask[lang],
  ]);
  const words = texts
    .flatMap((t) => plainText(t.replace(/<span[^>]*data-latex[^>]*><\/span>/g, ' ')).split(/\s+/))
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((w) => w.length > 0);
  return { words, norm: words.map(normText) };
}

/** A PostgreSQL array literal of words (letters, digits, ' and - only: nothing to escape but quoting). */
const textArray = (words: string[]) => `{${words.map((w) => `"${w}"`).join(',')}}`;

const TYPES = ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'];
/**
 * Bodies just complete enough (the bench measures the list and the similarity check); a
 * fill-in-the-blanks stem ends with its blank.
 */
const BODIES: Record<string, unknown> = {
  '3.1.': { type: '3.1.', rubrics: [], answerLines: 10, answerWordsMax: null, modelAnswer: '<p>-</p>' },
  '3.2.': {
    type: '3.2.',
    options: [
      { id: 'a', text: '<p>1</p>', correct: true },
      { id: 'b', text: '<p>2</p>', correct: false },
    ],
  },
  '3.3.': {
    type: '3.3.',
    options: [
      { id: 'a', text: '<p>1</p>', correct: true },
      { id: 'b', text: '<p>2</p>', correct: true },
    ],
  },
  '3.4.': { type: '3.4.', correct: true },
  '3.5.': {
    type: '3.5.',
    subQuestions: [{ id: 's', stem: '<p>-</p>', degree: 1, body: { type: '3.4.', correct: false } }],
  },
  '3.6.': { type: '3.6.', pairs: [{ id: 'p', premise: '<p>1</p>', answer: '<p>2</p>' }], distractors: [] },
  '3.7.': {
    type: '3.7.',
    blanks: [{ id: 'b', answers: ['-'], degree: 1 }],
    caseSensitive: false,
    distractors: [],
  },
};
/** Statuses of a bank in use, DELETED included (the list and the similarity check skip them). */
const STATUSES = ['5.3.', '5.3.', '5.3.', '5.2.', '5.6.', '5.6.', '5.1.', '5.4.', '5.5.', '5.3.'];

export interface BenchQuestions {
  /** The courses in order: the first holds the most questions. */
  courseIds: number[];
  /** Pairs inserted as near duplicates: a question and its copy with one word changed and one added. */
  planted: { questionId: number; copyId: number; courseId: number }[];
}

/**
 * Bench data (issue 4 figures): `count` questions in the given courses, Arabic and English in each
 * of a course's first two subjects (an exam in either language finds its questions), every type and status, stems of 10 to 30 words drawn from the demo bank's vocabulary. Course k of n
 * receives questions as u² spreads them (the first course about a fifth of all), so lists and
 * checks meet a large course. One question in `plantEvery` gets a near-duplicate copy whose ids
 * are returned. Set-based SQL: 100,000 questions take seconds on PostgreSQL.
 */
export async function seedBenchQuestions(
  orm: Orm,
  count: number,
  courseIds: number[],
  { plantEvery = 1000 }: { plantEvery?: number } = {},
): Promise<BenchQuestions> {
  const ar = vocabulary('ar');
  const en = vocabulary('en');
  return orm.em.fork().transactional(async (em) => {
    const [users] = await em.execute<{ ids: number[] }[]>(
      `select array_agg(id order by id) as ids from app_user where username in ('admin', 'creator')`,
    );
    // New rows wait in the GIN indexes' pending lists and are merged once at the end, in bulk:
    // minutes become seconds at 100,000 questions.
    await em.execute(`set local gin_pending_list_limit = '2000MB'`);
    await em.execute(`set local maintenance_work_mem = '256MB'`);
    // The planner cannot size the word list and the picks (set-returning functions): a nested loop
    // between them would take hours where a hash join takes seconds.
    await em.execute('set local enable_nestloop = off');
    const planted = Math.floor(count / (plantEvery + 1));
    const base = count - planted;
    const [{ first }] = await em.execute<{ first: number }[]>(
      `select nextval(pg_get_serial_sequence('question', 'id'))::int as first,
         setval(pg_get_serial_sequence('question', 'id'), nextval(pg_get_serial_sequence('question', 'id')) + ?)`,
      [count],
    );
    // g: 1..base the bank, then base+1..count the copies of questions plantEvery, 2*plantEvery, ...
    // A word is picked by a multiplicative hash of (question, position) and joined from a word
    // table (a subscript into a long text array walks it from the start each time); copy j
    // repeats question j*plantEvery with its third word changed and one word added.
    await em.execute(
      `with v as (
         select ?::int[] as courses, ?::int[] as users, ?::text[] as types, ?::text[] as statuses, ?::jsonb as bodies),
       words as (
         select 'ar' as lang, x.i::int, x.w, x.n
         from unnest(?::text[], ?::text[]) with ordinality x (w, n, i)
         union all
         select 'en', x.i::int, x.w, x.n
         from unnest(?::text[], ?::text[]) with ordinality x (w, n, i)),
       sizes as (select count(*) filter (where lang = 'ar') as ar, count(*) filter (where lang = 'en') as en from words),
       q as (
         select g, case when g > ? then (g - ?) * ? else g end as src, g > ? as copy from generate_series(1, ?) g),
       picks as (
         select q.g, q.src, k, case when q.src % 2 = 0 then 'ar' else 'en' end as lang,
           1 + ((q.src * 2654435761::bigint + (case when q.copy and k = 3 then 7777 else k end) * 40503) % 1000003)
             % (case when q.src % 2 = 0 then sizes.ar else sizes.en end) as i
         from q, sizes, generate_series(1, 10 + q.src % 21 + q.copy::int) k),
       t as (
         select p.g, p.src, p.lang = 'ar' as arabic, string_agg(w.w, ' ' order by p.k) as plain,
           string_agg(w.n, ' ' order by p.k) as norm
         from picks p join words w on w.lang = p.lang and w.i = p.i
         group by p.g, p.src, p.lang),
       c as (
         select t.g, t.src, t.arabic,
           t.plain || case when t.src % 7 = 6 then ' ____' else '' end as plain,
           t.norm || case when t.src % 7 = 6 then ' ____' else '' end as norm,
           '<p>' || t.plain || case when t.src % 7 = 6 then ' <span data-blank="b"></span>' else '' end || '</p>' as stem,
           v.courses[1 + floor(array_length(v.courses, 1) * power(((t.src * 7919) % 10007) / 10007.0, 2))::int] as course_id,
           v.types[1 + t.src % 7] as question_type, v.statuses[1 + (t.src / 7) % 10] as status,
           v.users[1 + t.src % array_length(v.users, 1)] as creator_id, v.bodies
         from t, v)
       insert into question (id, course_id, subject_id, question_type, status, language, difficulty, expected_time,
         degree, content, text_plain, text_norm, version, creator_id, updated_by, created_at, updated_at, deleted_at)
       select ? + c.g - 1, c.course_id, s.id, c.question_type, c.status, case when c.arabic then '4.1.' else '4.2.' end,
         round(((c.src % 81) + 10) / 100.0, 2), 1 + c.src % 20, 1 + c.src % 5,
         jsonb_build_object('questionType', c.question_type, 'subjectId', s.id, 'ilos', case when i.ilo_id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object('iloId', i.ilo_id, 'weight', 1)) end,
           'language', case when c.arabic then '4.1.' else '4.2.' end, 'stem', c.stem,
           'body', c.bodies -> c.question_type, 'difficulty', round(((c.src % 81) + 10) / 100.0, 2),
           'expectedTime', 1 + c.src % 20, 'degree', 1 + c.src % 5, 'exposureLimit', null, 'modelCode', null, 'feedback', ''),
         c.plain, c.norm, 1 + c.src % 3, c.creator_id, c.creator_id,
         now() - make_interval(hours => (c.g * 37) % 9000), now() - make_interval(hours => (c.g * 13) % 4000),
         case when c.status = '5.5.' then now() end
       from c left join lateral (
         select id from subject where course_id = c.course_id order by id offset ((c.src / 2) % 2) limit 1) s on true
       left join lateral (select min(ilo_id) as ilo_id from subject_ilo where subject_id = s.id) i on true`,
      [
        `{${courseIds.join(',')}}`,
        `{${users.ids.join(',')}}`,
        `{${TYPES.join(',')}}`,
        `{${STATUSES.join(',')}}`,
        JSON.stringify(BODIES),
        textArray(ar.words),
        textArray(ar.norm),
        textArray(en.words),
        textArray(en.norm),
        base,
        base,
        plantEvery,
        base,
        count,
        first,
      ],
    );
    await em.execute(
      `insert into question_ilo (question_id, ilo_id, weight)
       select q.id, (l ->> 'iloId')::int, 1 from question q, jsonb_array_elements(q.content -> 'ilos') l
       where q.id between ? and ?`,
      [first, first + count - 1],
    );
    await fillTextBands((sql, params) => em.execute(sql, params), first);
    await em.execute(
      `select gin_clean_pending_list(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_am am on am.oid = c.relam where i.indrelid = 'question'::regclass and am.amname = 'gin'`,
    );
    const pairs = await em.execute<{ question_id: number; copy_id: number; course_id: number }[]>(
      `select a.id as question_id, b.id as copy_id, a.course_id from question a
       join question b on b.id = ? + ? + (a.id - ? + 1) / ? - 1
       where a.id between ? and ? and (a.id - ? + 1) % ? = 0`,
      [first, base, first, plantEvery, first, first + base - 1, first, plantEvery],
    );
    return {
      courseIds,
      planted: pairs.map((p) => ({ questionId: p.question_id, copyId: p.copy_id, courseId: p.course_id })),
    };
  });
}

/**
 * Runs `work` (a bulk load of `table`) with the table's secondary indexes dropped, then creates them
 * again from their own definitions, as a restore loads a table: the end state is the one row by row
 * gives (triggers, and so the count tables, fire as ever), in minutes instead of hours at a million
 * questions on PGlite.
 */
export async function withoutIndexes<T>(orm: Orm, table: string, work: () => Promise<T>): Promise<T> {
  const em = orm.em.fork();
  const indexes = await em.execute<{ name: string; definition: string }[]>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = ?
       and indexname not in (select conname from pg_constraint where conrelid = ?::regclass)`,
    [table, table],
  );
  for (const index of indexes) await em.execute(`drop index "${index.name}"`);
  try {
    return await work();
  } finally {
    // Sorting a million keys in memory, not in temporary files.
    await em.transactional(async (tx) => {
      await tx.execute(`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(index.definition);
    });
  }
}
