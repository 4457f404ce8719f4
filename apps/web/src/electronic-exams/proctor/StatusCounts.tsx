import type { ProctorStudent } from '@mizan/domain/electronic-exams';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { STATUS_TONE, STATUSES } from './StatusBadge';

/** How many students are in each state, counted with the language's plural forms. */
export function StatusCounts({ students }: { students: ProctorStudent[] }) {
  const { t } = useTranslation(NS);
  return (
    <ul className="mb-3 flex flex-wrap gap-2 text-sm" aria-live="polite" data-testid="proctor-counts">
      <li className="rounded-full border border-line px-3 py-1">
        {t('counts.students', { count: students.length })}
      </li>
      {STATUSES.map((status) => {
        const count = students.filter((s) => s.status === status).length;
        return (
          <li
            key={status}
            className={`rounded-full px-3 py-1 ${STATUS_TONE[status]}`}
            data-testid={`proctor-count-${status}`}
            data-count={count}
          >
            {t(`counts.${status}`, { count })}
          </li>
        );
      })}
    </ul>
  );
}
