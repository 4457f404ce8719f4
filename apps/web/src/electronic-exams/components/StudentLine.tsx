import { pick } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { useExam } from '../session/useExam';

/** Who is signed in: the student's name, number, sector, seat and model (to check at the desk). */
export function StudentLine() {
  const { view } = useExam();
  const { t } = useTranslation();
  if (!view) return null;
  const s = view.student;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" data-testid="student-line">
      <bdi className="font-medium text-ink" data-user-content="">
        {pick(s.name, view.lang)}
      </bdi>
      <bdi dir="ltr">{s.studentNumber}</bdi>
      <bdi data-user-content="">{s.sector}</bdi>
      {s.seatNo !== null && <span>{t('header.seat', { n: s.seatNo })}</span>}
      <span>{t('header.model', { code: view.modelCode })}</span>
    </p>
  );
}
