import type { Orm } from '../src/database/database.js';

const FIRST = [
  'Structural',
  'Applied',
  'Advanced',
  'Digital',
  'Organic',
  'Numerical',
  'Modern',
  'Computational',
  'Industrial',
  'Environmental',
  'Theoretical',
  'Experimental',
  'Clinical',
  'Quantum',
  'Statistical',
  'Electrical',
  'Mechanical',
  'Chemical',
  'Biological',
  'Financial',
];
const SECOND = [
  'Analysis',
  'Design',
  'Systems',
  'Mechanics',
  'Chemistry',
  'Methods',
  'Physics',
  'Engineering',
  'Modelling',
  'Dynamics',
  'Networks',
  'Algebra',
  'Control',
  'Materials',
  'Processes',
  'Optics',
  'Economics',
  'Geometry',
  'Circuits',
  'Statistics',
];
const FIRST_AR = [
  'الإنشائي',
  'التطبيقي',
  'المتقدم',
  'الرقمي',
  'العضوي',
  'العددي',
  'الحديث',
  'الحاسوبي',
  'الصناعي',
  'البيئي',
  'النظري',
  'التجريبي',
  'السريري',
  'الكمي',
  'الإحصائي',
  'الكهربي',
  'الميكانيكي',
  'الكيميائي',
  'الحيوي',
  'المالي',
];
const SECOND_AR = [
  'التحليل',
  'التصميم',
  'النظم',
  'الميكانيكا',
  'الكيمياء',
  'الطرق',
  'الفيزياء',
  'الهندسة',
  'النمذجة',
  'الديناميكا',
  'الشبكات',
  'الجبر',
  'التحكم',
  'المواد',
  'العمليات',
  'البصريات',
  'الاقتصاد',
  'الهندسة الوصفية',
  'الدوائر',
  'الإحصاء',
];

const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

/**
 * Bench data (issue 3 figures): `count` more courses spread over the last-level scopes, every
 * type, a fifth inactive, each with four ILOs under the four headers and three subjects picking
 * them. Set-based SQL, so 50,000 courses take seconds on PostgreSQL. Codes start with BN.
 */
export async function seedBenchCourses(orm: Orm, count: number): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    await em.execute(
      `insert into study_plan (scope_id, name, number)
       select id, jsonb_build_object('ar', 'لائحة القياس', 'en', 'Bench bylaw'), '9999' from scope where is_last_level
       on conflict (scope_id, number) do nothing`,
    );
    const [{ start }] = await em.execute<{ start: number }[]>(
      `select coalesce(max(substring(course_code from 3)::int), 0) as start from course where course_code ~ '^BN[0-9]+$'`,
    );
    await em.execute(
      `with leaves as (select array_agg(s.id order by s.id) as ids, array_agg(sp.id order by s.id) as plans
                       from scope s join study_plan sp on sp.scope_id = s.id and sp.number = '9999' where s.is_last_level)
       insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id, active)
       select l.ids[1 + g % array_length(l.ids, 1)],
         jsonb_build_object(
           'ar', (${arr(SECOND_AR)})[1 + (g / 20) % 20] || ' ' || (${arr(FIRST_AR)})[1 + g % 20] || ' ' || g,
           'en', (${arr(FIRST)})[1 + g % 20] || ' ' || (${arr(SECOND)})[1 + (g / 20) % 20] || ' ' || g),
         '15.' || (1 + g % 6) || '.', l.plans[1 + g % array_length(l.ids, 1)], 'BN' || g, 'BIH' || g, g % 5 <> 0
       from leaves l, generate_series(?::int + 1, ?::int + ?::int) g`,
      [start, start, count],
    );
    await em.execute(
      `insert into course_ilo (course_id, header_code, code, description, depth, sort)
       select c.id, h.code, 'k' || h.n, jsonb_build_object('ar', 'ناتج التعلم ' || h.n, 'en', 'Learning outcome ' || h.n), 1, h.n
       from course c cross join (values ('1.1.', 1), ('1.2.', 2), ('1.3.', 3), ('1.4.', 4)) h (code, n)
       where c.course_code ~ '^BN[0-9]+$' and substring(c.course_code from 3)::int > ?`,
      [start],
    );
    await em.execute(
      `insert into subject (course_id, name, active, lecture_count)
       select c.id, 'Subject ' || k, c.active, 2 + k from course c cross join generate_series(1, 3) k
       where c.course_code ~ '^BN[0-9]+$' and substring(c.course_code from 3)::int > ?`,
      [start],
    );
    await em.execute(
      `insert into subject_ilo (subject_id, ilo_id)
       select s.id, i.id from subject s join course c on c.id = s.course_id
       join course_ilo i on i.course_id = c.id and i.sort = substring(s.name from 9)::int
       where c.course_code ~ '^BN[0-9]+$' and substring(c.course_code from 3)::int > ?`,
      [start],
    );
  });
}
