import type { Bilingual } from '@mizan/domain/i18n';
import type { Orm } from '../database.js';

interface HallSeed {
  name: Bilingual;
  seats: number;
  computers?: number;
}

interface CentreSeed {
  scope: string;
  name: Bilingual;
  halls: HallSeed[];
}

const hall = (n: number, seats: number, computers = 0): HallSeed => ({
  name: { ar: `قاعة ${n}`, en: `Hall ${n}` },
  seats,
  computers,
});

/** Exam centres of the demo university (165.7.2.): a few halls of different sizes in each faculty. */
export const DEMO_CENTRES: CentreSeed[] = [
  {
    scope: 'ENG',
    name: { ar: 'مبنى الهندسة الرئيسي', en: 'Engineering main building' },
    halls: [hall(1, 250), hall(2, 120), hall(3, 60)],
  },
  {
    scope: 'ENG',
    name: { ar: 'مركز الاختبارات الإلكترونية - الهندسة', en: 'Engineering e-testing centre' },
    halls: [hall(1, 80, 80), hall(2, 40, 40)],
  },
  {
    scope: 'SCI',
    name: { ar: 'مبنى العلوم', en: 'Science building' },
    halls: [hall(1, 200), hall(2, 100), hall(3, 50)],
  },
  {
    scope: 'SCI',
    name: { ar: 'معمل الحاسب - العلوم', en: 'Science computer lab' },
    halls: [hall(1, 60, 60), hall(2, 30, 30)],
  },
];

/** Writes the demo centres once: a centre already there (same scope and English name) is kept. */
export async function seedDemoCentres(orm: Orm): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    for (const centre of DEMO_CENTRES) {
      const [found] = await em.execute<{ id: number }[]>(
        `select c.id from exam_centre c join scope s on s.id = c.scope_id where s.code = ? and c.name ->> 'en' = ?`,
        [centre.scope, centre.name.en],
      );
      if (found) continue;
      const [row] = await em.execute<{ id: number }[]>(
        'insert into exam_centre (scope_id, name) select id, ? from scope where code = ? returning id',
        [JSON.stringify(centre.name), centre.scope],
      );
      if (!row) continue;
      for (const h of centre.halls)
        await em.execute('insert into exam_hall (centre_id, name, seats, computers) values (?, ?, ?, ?)', [
          row.id,
          JSON.stringify(h.name),
          h.seats,
          h.computers ?? 0,
        ]);
    }
  });
}
