import {
  collabField,
  type QuestionBody,
  type QuestionContent,
  type RichText,
  type SubQuestion,
} from '@mizan/domain/questions';

/**
 * Where each rich-text part of a question lives in its co-edited Yjs document: one Y.XmlFragment
 * per part, named by collabField (question.api.ts). The forms name their editors' fields with
 * these same functions, and toContent() reads the parts back through them.
 *
 *   stem, feedback                      'stem', 'feedback'
 *   essay model answer                  'modelAnswer'            (in a sub-question: 'sub:{subId}:modelAnswer')
 *   rubric / option / matching distractor 'rubric:{id}' / 'option:{id}' / 'distractor:{id}'
 *   matching pair                       'pair:{id}:premise', 'pair:{id}:answer'
 *   case study sub-question             'sub:{subId}:stem', and its parts prefixed 'sub:{subId}:...'
 *
 * Everything else (type, subject, ILOs, language, figures, the body's structure and plain values)
 * is the form map (COLLAB_FORM_MAP): see useQuestionDoc.
 */
export const richField = {
  stem: () => collabField('stem'),
  feedback: () => collabField('feedback'),
  /** The prefix of a sub-question's parts ([] for the question itself). */
  sub: (subId: string) => ['sub', subId],
  subStem: (subId: string) => collabField('sub', subId, 'stem'),
  modelAnswer: (prefix: string[] = []) => collabField(...prefix, 'modelAnswer'),
  rubric: (id: string, prefix: string[] = []) => collabField(...prefix, 'rubric', id),
  option: (id: string, prefix: string[] = []) => collabField(...prefix, 'option', id),
  pair: (id: string, side: 'premise' | 'answer', prefix: string[] = []) =>
    collabField(...prefix, 'pair', id, side),
  distractor: (id: string, prefix: string[] = []) => collabField(...prefix, 'distractor', id),
};

/** One rich-text part: its fragment name and its HTML in the content. */
export interface RichPart {
  field: string;
  html: RichText;
}

/**
 * The body with every rich text replaced by what `read` answers for its field (reading the parts
 * from their fragments, or blanking them for the form map). Plain values are kept as they are.
 */
function mapBody<B extends QuestionBody>(
  body: B,
  prefix: string[],
  read: (field: string, html: RichText) => RichText,
): B {
  switch (body.type) {
    case '3.1.':
      return {
        ...body,
        modelAnswer: read(richField.modelAnswer(prefix), body.modelAnswer),
        rubrics: body.rubrics.map((r) => ({ ...r, text: read(richField.rubric(r.id, prefix), r.text) })),
      };
    case '3.2.':
    case '3.3.':
      return {
        ...body,
        options: body.options.map((o) => ({ ...o, text: read(richField.option(o.id, prefix), o.text) })),
      };
    case '3.5.':
      return {
        ...body,
        subQuestions: body.subQuestions.map(
          (s): SubQuestion => ({
            ...s,
            stem: read(richField.subStem(s.id), s.stem),
            body: mapBody(s.body, richField.sub(s.id), read),
          }),
        ),
      };
    case '3.6.':
      return {
        ...body,
        pairs: body.pairs.map((p) => ({
          ...p,
          premise: read(richField.pair(p.id, 'premise', prefix), p.premise),
          answer: read(richField.pair(p.id, 'answer', prefix), p.answer),
        })),
        distractors: body.distractors.map((d) => ({
          ...d,
          text: read(richField.distractor(d.id, prefix), d.text),
        })),
      };
    default:
      return { ...body };
  }
}

/** Every rich-text part of a question, in a fixed order (stem, body parts, feedback). */
export function richParts(content: QuestionContent): RichPart[] {
  const parts: RichPart[] = [{ field: richField.stem(), html: content.stem }];
  mapBody(content.body, [], (field, html) => {
    parts.push({ field, html });
    return html;
  });
  parts.push({ field: richField.feedback(), html: content.feedback });
  return parts;
}

/** The content with each rich text read from its part (`read(field)`). */
export function withRichTexts(content: QuestionContent, read: (field: string) => RichText): QuestionContent {
  return {
    ...content,
    stem: read(richField.stem()),
    feedback: read(richField.feedback()),
    body: mapBody(content.body, [], (field) => read(field)),
  };
}

/** The structure of a body without its rich texts (they are in fragments, not in the form map). */
export const bodyWithoutRichTexts = <B extends QuestionBody>(body: B): B => mapBody(body, [], () => '');
