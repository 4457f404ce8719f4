import { formatNumber, type Lang } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { BodyEditor } from './bodies';
import { CaseStudyBody } from './CaseStudyBody';
import { CommonFields } from './CommonFields';
import { type Errors, RichField, Section } from './FormKit';
import { StemField } from './StemField';
import '../../i18n/texts/question-form';

interface Props {
  courseId: number;
  content: QuestionContent;
  update: (patch: Partial<QuestionContent>) => void;
  subjects: SubjectItem[];
  errors: Errors;
  readOnly: boolean;
  qLang: Lang;
  /** Questions like the stem found as the creator types (0: no hint). */
  similarCount: number;
  onShowSimilar: () => void;
}

/** The form's four sections: details, stem (with the similarity hint), answer by type, feedback. */
export function QuestionSections({
  courseId,
  content,
  update,
  subjects,
  errors,
  readOnly,
  qLang,
  similarCount,
  onShowSimilar,
}: Props) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const bodyProps = { path: 'body', prefix: [], errors, qLang, testId: 'qf-body' };
  return (
    <>
      <Section title={t('sections.details')} testId="qf-details">
        <CommonFields
          courseId={courseId}
          value={content}
          onChange={update}
          subjects={subjects}
          errors={errors}
          disabled={readOnly}
        />
      </Section>
      <Section
        title={t('sections.stem')}
        testId="qf-stem-section"
        actions={
          similarCount > 0 ? (
            <button
              type="button"
              onClick={onShowSimilar}
              className="rounded-full bg-warning-100 px-3 py-1 text-sm font-medium text-warning-800 hover:underline dark:bg-warning-800/30 dark:text-warning-100"
              data-testid="qf-similar-hint"
            >
              ⚠ {t('similar.hint', { count: similarCount, n: formatNumber(similarCount, lang) })}
            </button>
          ) : undefined
        }
      >
        <StemField
          field="stem"
          label={t('fields.stem')}
          stem={content.stem}
          body={content.body}
          onChange={(stem, body) => update({ stem, body })}
          error={errors.stem}
          testId="qf-stem"
          hideLabel
        />
      </Section>
      <Section
        title={content.body.type === '3.5.' ? t('case.subQuestions') : t('sections.answer')}
        testId="qf-body-section"
      >
        {content.body.type === '3.5.' ? (
          <CaseStudyBody body={content.body} onChange={(body) => update({ body })} {...bodyProps} />
        ) : (
          <BodyEditor body={content.body} onChange={(body) => update({ body })} {...bodyProps} />
        )}
      </Section>
      <Section title={t('sections.feedback')} testId="qf-feedback-section">
        <RichField
          field="feedback"
          label={t('fields.feedback')}
          value={content.feedback}
          onChange={(feedback) => update({ feedback })}
          error={errors.feedback}
          testId="qf-feedback"
          hideLabel
        />
      </Section>
    </>
  );
}
