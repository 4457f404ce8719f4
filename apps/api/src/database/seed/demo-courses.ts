import type { AppRights } from '@mizan/domain/access';
import type { CourseTypeCode, IloHeaderCode } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em, Orm } from '../database.js';

type Pair = [en: string, ar: string];

interface DepartmentSeed {
  scope: string;
  prefix: string;
  plan: Bilingual;
  /** Subject titles are one text: this department writes them in this language. */
  subjectLang: 'ar' | 'en';
  courses: Pair[];
}

/** Ten courses per department of the demo university (demo-seed.ts DEMO_SCOPES). */
const DEPARTMENTS: DepartmentSeed[] = [
  {
    scope: 'ENG-CIV',
    prefix: 'CIV',
    plan: { ar: 'لائحة الهندسة المدنية', en: 'Civil Engineering bylaw' },
    subjectLang: 'ar',
    courses: [
      ['Structural Analysis', 'التحليل الإنشائي'],
      ['Reinforced Concrete Design', 'تصميم المنشآت الخرسانية المسلحة'],
      ['Soil Mechanics', 'ميكانيكا التربة'],
      ['Fluid Mechanics', 'ميكانيكا الموائع'],
      ['Surveying', 'المساحة'],
      ['Highway Engineering', 'هندسة الطرق'],
      ['Steel Structures', 'المنشآت المعدنية'],
      ['Construction Management', 'إدارة التشييد'],
      ['Advanced Structural Dynamics', 'ديناميكا المنشآت المتقدمة'],
      ['Earthquake Engineering', 'هندسة الزلازل'],
    ],
  },
  {
    scope: 'ENG-ELC',
    prefix: 'ELC',
    plan: { ar: 'لائحة الهندسة الكهربائية', en: 'Electrical Engineering bylaw' },
    subjectLang: 'ar',
    courses: [
      ['Electric Circuits', 'الدوائر الكهربائية'],
      ['Electronics', 'الإلكترونيات'],
      ['Electrical Machines', 'الآلات الكهربائية'],
      ['Power Systems', 'نظم القوى الكهربائية'],
      ['Control Systems', 'نظم التحكم'],
      ['Signals and Systems', 'الإشارات والنظم'],
      ['Electromagnetic Fields', 'المجالات الكهرومغناطيسية'],
      ['Power Electronics', 'إلكترونيات القوى'],
      ['Renewable Energy Systems', 'نظم الطاقة المتجددة'],
      ['Smart Grids', 'الشبكات الذكية'],
    ],
  },
  {
    scope: 'ENG-CSE',
    prefix: 'CSE',
    plan: { ar: 'لائحة هندسة الحاسبات', en: 'Computer Engineering bylaw' },
    subjectLang: 'en',
    courses: [
      ['Programming Fundamentals', 'أساسيات البرمجة'],
      ['Data Structures', 'هياكل البيانات'],
      ['Algorithms', 'الخوارزميات'],
      ['Computer Architecture', 'معمارية الحاسبات'],
      ['Operating Systems', 'نظم التشغيل'],
      ['Computer Networks', 'شبكات الحاسبات'],
      ['Database Systems', 'نظم قواعد البيانات'],
      ['Software Engineering', 'هندسة البرمجيات'],
      ['Artificial Intelligence', 'الذكاء الاصطناعي'],
      ['Machine Learning', 'تعلم الآلة'],
    ],
  },
  {
    scope: 'SCI-MTH',
    prefix: 'MTH',
    plan: { ar: 'لائحة الرياضيات', en: 'Mathematics bylaw' },
    subjectLang: 'ar',
    courses: [
      ['Calculus', 'التفاضل والتكامل'],
      ['Linear Algebra', 'الجبر الخطي'],
      ['Differential Equations', 'المعادلات التفاضلية'],
      ['Real Analysis', 'التحليل الحقيقي'],
      ['Abstract Algebra', 'الجبر المجرد'],
      ['Probability Theory', 'نظرية الاحتمالات'],
      ['Numerical Analysis', 'التحليل العددي'],
      ['Topology', 'الطوبولوجيا'],
      ['Complex Analysis', 'التحليل المركب'],
      ['Functional Analysis', 'التحليل الدالي'],
    ],
  },
  {
    scope: 'SCI-PHY',
    prefix: 'PHY',
    plan: { ar: 'لائحة الفيزياء', en: 'Physics bylaw' },
    subjectLang: 'en',
    courses: [
      ['General Physics', 'الفيزياء العامة'],
      ['Classical Mechanics', 'الميكانيكا الكلاسيكية'],
      ['Thermodynamics', 'الديناميكا الحرارية'],
      ['Electromagnetism', 'الكهرومغناطيسية'],
      ['Quantum Mechanics', 'ميكانيكا الكم'],
      ['Optics', 'البصريات'],
      ['Solid State Physics', 'فيزياء الجوامد'],
      ['Nuclear Physics', 'الفيزياء النووية'],
      ['Statistical Physics', 'الفيزياء الإحصائية'],
      ['Astrophysics', 'الفيزياء الفلكية'],
    ],
  },
  {
    scope: 'SCI-CHM',
    prefix: 'CHM',
    plan: { ar: 'لائحة الكيمياء', en: 'Chemistry bylaw' },
    subjectLang: 'ar',
    courses: [
      ['General Chemistry', 'الكيمياء العامة'],
      ['Organic Chemistry', 'الكيمياء العضوية'],
      ['Inorganic Chemistry', 'الكيمياء غير العضوية'],
      ['Physical Chemistry', 'الكيمياء الفيزيائية'],
      ['Analytical Chemistry', 'الكيمياء التحليلية'],
      ['Biochemistry', 'الكيمياء الحيوية'],
      ['Polymer Chemistry', 'كيمياء البوليمرات'],
      ['Environmental Chemistry', 'الكيمياء البيئية'],
      ['Spectroscopy', 'التحليل الطيفي'],
      ['Electrochemistry', 'الكيمياء الكهربية'],
    ],
  },
];

/** Position in a department -> course type: undergraduate first, postgraduate last (every 15.x). */
const TYPES: CourseTypeCode[] = [
  '15.1.',
  '15.1.',
  '15.2.',
  '15.1.',
  '15.3.',
  '15.2.',
  '15.1.',
  '15.4.',
  '15.5.',
  '15.6.',
];
const INACTIVE_AT = new Set([6, 9]);
/** Subjects of a course where the spread below gives too few: the exam committee's demo course (demo-exams.ts). */
const SUBJECT_COUNT: Record<string, number> = { MTH601: 4 };
const FLEXIBLE_AT = new Set([3, 8]);

const SUBJECT_TITLES: Record<'ar' | 'en', string[]> = {
  ar: [
    'مقدمة ومفاهيم أساسية',
    'النظريات الأساسية',
    'طرق التحليل والحل',
    'تطبيقات ودراسات حالة',
    'موضوعات متقدمة ومراجعة',
  ],
  en: [
    'Introduction and basic concepts',
    'Core theory',
    'Methods of analysis',
    'Applications and case studies',
    'Advanced topics and review',
  ],
};

interface IloSeed {
  header?: IloHeaderCode;
  code: string;
  text: (c: Pair) => Bilingual;
  children?: IloSeed[];
}

const t = (en: string, ar: string) => (c: Pair) => ({
  en: en.replace('{c}', c[0]),
  ar: ar.replace('{c}', c[1]),
});

/** Fixed mode: six ILOs under the four headers, two of them with sub-ILOs. */
const FIXED_ILOS: IloSeed[] = [
  {
    header: '1.1.',
    code: 'a1',
    text: t('Describe the basic concepts of {c}', 'يصف المفاهيم الأساسية في {c}'),
  },
  {
    header: '1.1.',
    code: 'a2',
    text: t('Explain the principles and theories of {c}', 'يشرح مبادئ ونظريات {c}'),
    children: [
      {
        code: 'a2.1',
        text: t('State the assumptions behind each theory', 'يذكر الفروض التي تقوم عليها كل نظرية'),
      },
      { code: 'a2.2', text: t('Relate the theories to each other', 'يربط بين النظريات المختلفة') },
    ],
  },
  { header: '1.2.', code: 'b1', text: t('Analyse typical problems of {c}', 'يحلل المسائل النمطية في {c}') },
  {
    header: '1.2.',
    code: 'b2',
    text: t('Evaluate alternative solutions', 'يقيّم الحلول البديلة'),
    children: [
      {
        code: 'b2.1',
        text: t('Compare solutions by their cost and accuracy', 'يقارن الحلول من حيث التكلفة والدقة'),
      },
      { code: 'b2.2', text: t('Justify the chosen solution', 'يبرر الحل المختار') },
    ],
  },
  {
    header: '1.3.',
    code: 'c1',
    text: t('Apply the methods of {c} to practical cases', 'يطبق طرق {c} على حالات عملية'),
  },
  {
    header: '1.4.',
    code: 'd1',
    text: t('Work effectively in a team and present results', 'يعمل بفاعلية ضمن فريق ويعرض النتائج'),
  },
];

/** Flexible mode: a tree three levels deep. */
const FLEXIBLE_ILOS: IloSeed[] = [
  {
    code: 'LO1',
    text: t('Understand the foundations of {c}', 'يفهم أسس {c}'),
    children: [
      { code: 'LO1.1', text: t('Define the key terms', 'يعرّف المصطلحات الأساسية') },
      {
        code: 'LO1.2',
        text: t('Explain the main models', 'يشرح النماذج الرئيسية'),
        children: [{ code: 'LO1.2.1', text: t('Derive the model equations', 'يستنتج معادلات النموذج') }],
      },
    ],
  },
  {
    code: 'LO2',
    text: t('Solve problems of {c}', 'يحل مسائل {c}'),
    children: [{ code: 'LO2.1', text: t('Choose a suitable method', 'يختار الطريقة المناسبة') }],
  },
  { code: 'LO3', text: t('Communicate results in writing', 'يعرض النتائج كتابيًا') },
];

/** The faculty of engineering's master role: what instructors imported into ENG receive. */
const ENG_MASTER_RIGHTS: AppRights = {
  '165.1.1.': ['9.2.'],
  '165.1.2.': ['9.2.', '9.3.', '9.4.'],
  '165.1.3.': ['9.2.'],
  '165.2.1.': ['9.2.', '9.3.', '9.4.'],
};

async function one<T>(em: Em, sql: string, params: unknown[]): Promise<T> {
  const [row] = await em.execute<T[]>(sql, params as never[]);
  return row;
}

async function insertIlos(
  em: Em,
  courseId: number,
  nodes: IloSeed[],
  c: Pair,
  parentId: number | null,
  depth: number,
) {
  const leaves: { id: number; parentId: number | null }[] = [];
  for (const [i, n] of nodes.entries()) {
    const row = await one<{ id: number }>(
      em,
      `insert into course_ilo (course_id, parent_id, header_code, code, description, depth, sort)
       values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [courseId, parentId, n.header ?? null, n.code, JSON.stringify(n.text(c)), depth, i],
    );
    if (n.children?.length)
      leaves.push(...(await insertIlos(em, courseId, n.children, c, row.id, depth + 1)));
    else leaves.push({ id: row.id, parentId });
  }
  return leaves;
}

/**
 * Sixty demo courses (ten per department, every course type, some inactive, some with flexible
 * ILOs), their ILOs and two to five subjects each with ILO picks, and the engineering master
 * role. Idempotent: a course whose code already exists in its department is left as it is.
 */
export async function seedDemoCourses(orm: Orm): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const eng = await one<{ id: number } | undefined>(em, 'select id from scope where code = ?', ['ENG']);
    if (eng)
      await em.execute(
        `insert into app_role (scope_id, name, rights, is_master) values (?, ?, ?, true)
         on conflict (scope_id) where is_master do update set name = excluded.name, rights = excluded.rights`,
        [
          eng.id,
          JSON.stringify({ ar: 'أعضاء هيئة التدريس - الهندسة', en: 'Engineering instructors' }),
          JSON.stringify(ENG_MASTER_RIGHTS),
        ],
      );
    for (const [d, dept] of DEPARTMENTS.entries()) {
      const scope = await one<{ id: number } | undefined>(em, 'select id from scope where code = ?', [
        dept.scope,
      ]);
      if (!scope) continue;
      const plans: Record<'ug' | 'pg', number> = { ug: 0, pg: 0 };
      for (const [kind, number, label] of [
        ['ug', '2018', { ar: 'مرحلة البكالوريوس', en: 'undergraduate' }],
        ['pg', '2022', { ar: 'الدراسات العليا', en: 'postgraduate' }],
      ] as const) {
        const plan = await one<{ id: number }>(
          em,
          `insert into study_plan (scope_id, name, number) values (?, ?, ?)
           on conflict (scope_id, number) do update set name = excluded.name returning id`,
          [
            scope.id,
            JSON.stringify({
              ar: `${dept.plan.ar} ${number} - ${label.ar}`,
              en: `${dept.plan.en} ${number}, ${label.en}`,
            }),
            number,
          ],
        );
        plans[kind] = plan.id;
      }
      for (const [i, c] of dept.courses.entries()) {
        const code = `${dept.prefix}${i < 7 ? 100 + i * 100 + 1 : 600 + i}`;
        const exists = await em.execute('select 1 from course where scope_id = ? and course_code = ?', [
          scope.id,
          code,
        ]);
        if (exists.length) continue;
        const type = TYPES[i];
        const active = !INACTIVE_AT.has(i);
        const flexible = FLEXIBLE_AT.has(i);
        const course = await one<{ id: number }>(
          em,
          `insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id, flexible_ilos, active)
           values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
          [
            scope.id,
            JSON.stringify({ ar: c[1], en: c[0] }),
            type,
            type >= '15.4.' ? plans.pg : plans.ug,
            code,
            String(2300000 + d * 100 + i),
            flexible,
            active,
          ],
        );
        const leaves = await insertIlos(em, course.id, flexible ? FLEXIBLE_ILOS : FIXED_ILOS, c, null, 1);
        const count = SUBJECT_COUNT[code] ?? 2 + ((i + d) % 4);
        for (let k = 0; k < count; k++) {
          const subject = await one<{ id: number }>(
            em,
            'insert into subject (course_id, name, active, lecture_count) values (?, ?, ?, ?) returning id',
            [course.id, SUBJECT_TITLES[dept.subjectLang][k], active, 2 + ((k * 3 + i) % 7)],
          );
          const picks = new Set<number>();
          for (const leaf of [leaves[k % leaves.length], leaves[(k + 2) % leaves.length]]) {
            picks.add(leaf.id);
            if (!flexible && leaf.parentId !== null) picks.add(leaf.parentId);
          }
          await em.execute('insert into subject_ilo (subject_id, ilo_id) select ?, unnest(?::int[])', [
            subject.id,
            `{${[...picks].join(',')}}`,
          ]);
        }
      }
    }
  });
}
