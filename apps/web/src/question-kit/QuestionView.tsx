import { answerLetter, LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { Blank, QuestionBody, QuestionContent, SubQuestion } from '@mizan/domain/questions';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, formatNumber } from '@mizan/domain/i18n';
import { useLang } from '../app/useLang';
import { RichText } from './RichText';
import '../i18n/texts/questions';

export interface QuestionViewProps {
  question: QuestionContent;
  /** Marks the correct answers and shows rubrics, accepted answers and the model answer (creators, reviewers). */
  showAnswers: boolean;
  /** Shown in place of the stored stem (the review screen's live, co-edited stem). */
  stem?: React.ReactNode;
  'data-testid'?: string;
}

const box = 'rounded-md border border-line px-3 py-2';
const correctBox = 'border-success-600 bg-success-600/10';
const chip = 'inline-flex items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-xs text-muted';

/**
 * Interface words inside a question (titles, 'Correct', 'weight', 'Sub-question 2', marks): in the
 * interface's language, direction and digits, isolated from the question's text around them.
 */
function Ui({
  children,
  className,
  ...rest
}: {
  children: React.ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  const lang = useLang();
  return (
    <bdi lang={lang} dir={dirOf(lang)} className={className} data-testid={rest['data-testid']}>
      {children}
    </bdi>
  );
}

/**
 * A question as stored, read-only, in its own language and direction (an English question reads
 * left to right on an Arabic screen): stem, the parts of its type and, if asked, its answers. Its
 * answer letters follow the question; the words around it are the interface's (Ui). Used by the
 * question view and by the review screens.
 */
export function QuestionView({ question, showAnswers, stem, ...rest }: QuestionViewProps) {
  const qLang = LANGUAGES[question.language]?.lang ?? 'ar';
  const blanks = question.body.type === '3.7.' ? question.body.blanks : [];
  return (
    <article
      lang={qLang}
      dir={qLang === 'ar' ? 'rtl' : 'ltr'}
      className="flex flex-col gap-4"
      data-testid={rest['data-testid'] ?? 'question-view'}
    >
      {stem ?? <Stem html={question.stem} blanks={blanks} testId="question-stem" />}
      <Body body={question.body} showAnswers={showAnswers} qLang={qLang} />
      {showAnswers && question.feedback && (
        <Section title="feedback">
          <RichText html={question.feedback} data-testid="question-feedback" />
        </Section>
      )}
    </article>
  );
}

function Stem({ html, blanks, testId }: { html: string; blanks: Blank[]; testId: string }) {
  const lang = useLang();
  // The editor numbers blanks in the screen's digits; the view numbers them alike.
  const blankLabel = useCallback(
    (id: string) => {
      const n = blanks.findIndex((b) => b.id === id) + 1;
      return n ? formatNumber(n, lang) : '';
    },
    [blanks, lang],
  );
  return (
    <RichText html={html} blankLabel={blankLabel} className="text-base leading-8" data-testid={testId} />
  );
}

/** A titled block; its title is the interface's. */
function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  const { t } = useTranslation('questions');
  return (
    <section data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold text-muted">
        <Ui>{t(`render.${title}`)}</Ui>
      </h3>
      {children}
    </section>
  );
}

function Body({
  body,
  showAnswers,
  qLang,
}: {
  body: QuestionBody;
  showAnswers: boolean;
  qLang: 'ar' | 'en';
}) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const num = (n: number) => formatNumber(n, lang);
  const correctMark = (
    <Ui className="ms-auto shrink-0 text-xs font-semibold text-success-600" data-testid="correct-mark">
      ✓ {t('render.correct')}
    </Ui>
  );

  switch (body.type) {
    case '3.2.':
    case '3.3.':
      return (
        <ol className="flex flex-col gap-2" data-testid="question-options">
          {body.options.map((o, i) => (
            <li
              key={o.id}
              data-testid={`option-${i + 1}`}
              data-correct={showAnswers ? String(o.correct) : undefined}
              className={`flex items-start gap-3 ${box} ${showAnswers && o.correct ? correctBox : ''}`}
            >
              <span
                aria-hidden="true"
                data-user-content=""
                className={`mt-1 grid size-6 shrink-0 place-items-center border border-line text-xs font-semibold ${body.type === '3.2.' ? 'rounded-full' : 'rounded'}`}
              >
                {answerLetter(i, qLang)}
              </span>
              <RichText html={o.text} className="min-w-0 flex-1" />
              {showAnswers && o.correct && correctMark}
            </li>
          ))}
        </ol>
      );
    case '3.4.':
      return (
        <ol className="flex flex-col gap-2" data-testid="question-options">
          {[true, false].map((value, i) => (
            <li
              key={String(value)}
              data-testid={`option-${i + 1}`}
              data-correct={showAnswers ? String(body.correct === value) : undefined}
              className={`flex items-center gap-3 ${box} ${showAnswers && body.correct === value ? correctBox : ''}`}
            >
              <span
                aria-hidden="true"
                data-user-content=""
                className="grid size-6 place-items-center rounded-full border border-line text-xs"
              >
                {answerLetter(i, qLang)}
              </span>
              <span data-user-content="">{t(value ? 'render.true' : 'render.false', { lng: qLang })}</span>
              {showAnswers && body.correct === value && correctMark}
            </li>
          ))}
        </ol>
      );
    case '3.1.':
      return (
        <>
          <div className="flex flex-wrap gap-2">
            <span className={chip} data-testid="answer-lines">
              <Ui>{t('render.answerLines', { count: body.answerLines, n: num(body.answerLines) })}</Ui>
            </span>
            {body.answerWordsMax !== null && (
              <span className={chip} data-testid="answer-words">
                <Ui>
                  {t('render.answerWordsMax', { count: body.answerWordsMax, n: num(body.answerWordsMax) })}
                </Ui>
              </span>
            )}
          </div>
          {showAnswers && body.rubrics.length > 0 && (
            <Section title="rubrics" testId="question-rubrics">
              <ol className="flex flex-col gap-2">
                {body.rubrics.map((r, i) => (
                  <li key={r.id} className={`flex items-start gap-3 ${box}`} data-testid={`rubric-${i + 1}`}>
                    <span className="font-semibold text-muted">{num(i + 1)}</span>
                    <RichText html={r.text} className="min-w-0 flex-1" />
                    <Ui className={chip}>{t('render.weight', { w: num(r.weight) })}</Ui>
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {showAnswers && body.modelAnswer && (
            <Section title="modelAnswer">
              <RichText html={body.modelAnswer} className={box} data-testid="model-answer" />
            </Section>
          )}
        </>
      );
    case '3.5.':
      return (
        <ol className="flex flex-col gap-3" data-testid="question-subquestions">
          {body.subQuestions.map((s, i) => (
            <SubQuestionView key={s.id} sub={s} index={i} showAnswers={showAnswers} qLang={qLang} />
          ))}
        </ol>
      );
    case '3.6.': {
      // Right column: the pairs' answers then the distractors, lettered; the key pairs each premise with its letter.
      const right = [
        ...body.pairs.map((p) => ({ id: p.id, html: p.answer, distractor: false })),
        ...body.distractors.map((d) => ({ id: d.id, html: d.text, distractor: true })),
      ];
      return (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="question-matching">
          <ol className="flex flex-col gap-2">
            {body.pairs.map((p, i) => (
              <li key={p.id} className={`flex items-start gap-3 ${box}`} data-testid={`premise-${i + 1}`}>
                <span className="font-semibold text-muted">{num(i + 1)}</span>
                <RichText html={p.premise} className="min-w-0 flex-1" />
                {showAnswers && (
                  <span
                    className="shrink-0 text-xs font-semibold text-success-600"
                    data-testid="correct-mark"
                  >
                    <span aria-hidden="true" className="inline-block rtl:rotate-180">
                      →
                    </span>{' '}
                    <span data-user-content="">{answerLetter(i, qLang)}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
          <ol className="flex flex-col gap-2">
            {right.map((r, i) => (
              <li
                key={r.id}
                className={`flex items-start gap-3 ${box}`}
                data-testid={`match-answer-${i + 1}`}
              >
                <span className="font-semibold text-muted" data-user-content="">
                  {answerLetter(i, qLang)}
                </span>
                <RichText html={r.html} className="min-w-0 flex-1" />
                {showAnswers && r.distractor && <Ui className={chip}>{t('render.distractor')}</Ui>}
              </li>
            ))}
          </ol>
        </div>
      );
    }
    case '3.7.':
      return (
        <>
          {showAnswers && (
            <Section title="blanks" testId="question-blanks">
              <ol className="flex flex-col gap-2">
                {body.blanks.map((b, i) => (
                  <li
                    key={b.id}
                    className={`flex flex-wrap items-center gap-2 ${box}`}
                    data-testid={`blank-${i + 1}`}
                  >
                    <span className="grid min-w-8 place-items-center rounded border-2 border-dashed border-primary-500 px-1 text-xs font-semibold">
                      {num(i + 1)}
                    </span>
                    {b.answers.map((a) => (
                      <span
                        key={a}
                        data-user-content=""
                        className="rounded bg-success-600/10 px-2 py-0.5 text-sm text-ink"
                      >
                        {a}
                      </span>
                    ))}
                    <Ui className={`${chip} ms-auto`}>
                      {t('render.degree', { count: b.degree, d: num(b.degree) })}
                    </Ui>
                  </li>
                ))}
              </ol>
              <p className="mt-2 text-xs text-muted" data-testid="case-sensitivity">
                <Ui>{t(body.caseSensitive ? 'render.caseSensitive' : 'render.caseInsensitive')}</Ui>
              </p>
            </Section>
          )}
          {showAnswers && body.distractors.length > 0 && (
            <Section title="distractors">
              <div className="flex flex-wrap gap-2" data-testid="blank-distractors">
                {body.distractors.map((d) => (
                  <span
                    key={d}
                    data-user-content=""
                    className="rounded border border-line px-2 py-0.5 text-sm"
                  >
                    {d}
                  </span>
                ))}
              </div>
            </Section>
          )}
        </>
      );
  }
}

function SubQuestionView({
  sub,
  index,
  showAnswers,
  qLang,
}: {
  sub: SubQuestion;
  index: number;
  showAnswers: boolean;
  qLang: 'ar' | 'en';
}) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const blanks = sub.body.type === '3.7.' ? sub.body.blanks : [];
  return (
    <li className="rounded-lg border border-line p-4" data-testid={`subquestion-${index + 1}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <Ui className="font-semibold">{t('render.subQuestion', { n: formatNumber(index + 1, lang) })}</Ui>
        <Ui className={chip}>{labelOf(QUESTION_TYPES, sub.body.type, lang)}</Ui>
        <Ui className={chip}>
          {t('render.degree', { count: sub.degree, d: formatNumber(sub.degree, lang) })}
        </Ui>
      </div>
      <div className="flex flex-col gap-3">
        <Stem html={sub.stem} blanks={blanks} testId={`subquestion-${index + 1}-stem`} />
        <Body body={sub.body} showAnswers={showAnswers} qLang={qLang} />
      </div>
    </li>
  );
}
