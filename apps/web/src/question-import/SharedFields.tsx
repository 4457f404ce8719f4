import type { SubjectItem } from '@mizan/domain/subjects';
import { useTranslation } from 'react-i18next';
import { type Measures, MeasureFields } from '../questions/form/MeasureFields';
import { type Assignment, AssignmentFields } from './Assignment';
import type { CommitFailure } from './commit-failure';
import '../i18n/texts/question-import';

interface Props {
  subjects: SubjectItem[];
  shared: Assignment;
  onShared: (value: Assignment) => void;
  measures: Measures;
  onMeasures: (patch: Partial<Measures>) => void;
  failure: CommitFailure | null;
  busy: boolean;
}

/** The subject, ILOs and measures every imported question gets unless it has its own. */
export function SharedFields({ subjects, shared, onShared, measures, onMeasures, failure, busy }: Props) {
  const { t } = useTranslation('question-import');
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
      data-testid="import-shared"
    >
      <h2 className="font-semibold">{t('assign.title')}</h2>
      <p className="text-sm text-muted">{t('assign.hint')}</p>
      <AssignmentFields
        subjects={subjects}
        value={shared}
        onChange={onShared}
        errors={failure?.shared ?? {}}
        disabled={busy}
        testId="import-shared-fields"
      />
      <p className="text-sm text-muted">{t('assign.measuresHint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <MeasureFields
          value={measures}
          onChange={onMeasures}
          errorOf={(field) => failure?.shared[field]}
          testId="import-shared"
          disabled={busy}
        />
      </div>
    </section>
  );
}
