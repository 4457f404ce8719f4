import type { StudentResponse, TakingBody } from '@mizan/domain/electronic-exams/taking';
import { formatNumber } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { ExamRichText } from '../ExamRichText';
import { BlanksAnswer } from './BlanksAnswer';
import { ChoiceAnswer } from './ChoiceAnswer';
import { EssayAnswer } from './EssayAnswer';
import { MatchingAnswer } from './MatchingAnswer';
import { TrueFalseAnswer } from './TrueFalseAnswer';

export interface QuestionAnswerProps {
  body: TakingBody;
  response: StudentResponse | null;
  onAnswer: (response: StudentResponse | null, typed?: boolean) => void;
  name: string;
  lang: 'ar' | 'en';
  readOnly?: boolean;
}

/** The answer part of a question, by its type; a case study (3.5.) holds its sub-questions' parts. */
export function QuestionAnswer(props: QuestionAnswerProps) {
  const { body, response } = props;
  // Each type gets only a response of its own type (another one is treated as no answer yet).
  const own = <R extends StudentResponse>(): R | null =>
    response?.type === body.type ? (response as R) : null;
  switch (body.type) {
    case '3.4.':
      return <TrueFalseAnswer {...props} body={body} response={own()} onAnswer={props.onAnswer} />;
    case '3.2.':
    case '3.3.':
      return <ChoiceAnswer {...props} body={body} response={own()} onAnswer={props.onAnswer} />;
    case '3.6.':
      return <MatchingAnswer {...props} body={body} response={own()} onAnswer={props.onAnswer} />;
    case '3.7.':
      return <BlanksAnswer {...props} body={body} response={own()} onAnswer={props.onAnswer} />;
    case '3.1.':
      return <EssayAnswer {...props} body={body} response={own()} onAnswer={props.onAnswer} />;
    case '3.5.':
      return <CaseStudyAnswer {...props} body={body} response={own()} />;
  }
}

function CaseStudyAnswer({
  body,
  response,
  onAnswer,
  name,
  lang,
  readOnly,
}: Omit<QuestionAnswerProps, 'body' | 'response'> & {
  body: Extract<TakingBody, { type: '3.5.' }>;
  response: Extract<StudentResponse, { type: '3.5.' }> | null;
}) {
  const { t } = useTranslation();
  const parts = response?.parts ?? {};
  return (
    <ol className="flex flex-col gap-4">
      {body.subQuestions.map((sub, i) => (
        <li key={sub.id} className="rounded-lg border border-line p-3">
          <p className="mb-1 text-sm font-semibold text-muted">
            {t('question.part', { n: i + 1 })} · {t('question.marks', { count: sub.degree })}
          </p>
          <ExamRichText html={sub.stem} className="mb-3" blankLabel={blankNumbers(sub.body, lang)} />
          <QuestionAnswer
            body={sub.body}
            response={parts[sub.id] ?? null}
            onAnswer={(r, typed) => {
              const next = { ...parts };
              if (r) next[sub.id] = r;
              else delete next[sub.id];
              onAnswer({ type: '3.5.', parts: next }, typed);
            }}
            name={`${name}-${sub.id}`}
            lang={lang}
            readOnly={readOnly}
          />
        </li>
      ))}
    </ol>
  );
}

const labels = new WeakMap<TakingBody, Map<string, (id: string) => string>>();
/**
 * A blank's box shows its number (its place in the stem, in the exam's digits), as the fields under
 * the stem are labelled. One function per body and language, so the stem is not re-rendered.
 */
export function blankNumbers(body: TakingBody, lang: 'ar' | 'en'): ((id: string) => string) | undefined {
  if (body.type !== '3.7.') return undefined;
  const byLang = labels.get(body) ?? new Map<string, (id: string) => string>();
  labels.set(body, byLang);
  let fn = byLang.get(lang);
  if (!fn) {
    const order = new Map(body.blanks.map((b, i) => [b.id, i + 1]));
    fn = (id) => {
      const n = order.get(id);
      return n ? formatNumber(n, lang) : '';
    };
    byLang.set(lang, fn);
  }
  return fn;
}
