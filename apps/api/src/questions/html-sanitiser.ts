import { disallowedTex, MODEL_HTML_SHAPE } from '@mizan/domain/rich-text';
import type { QuestionBody, QuestionContent, RichText } from '@mizan/domain/questions';
import type SanitizeHtml from 'sanitize-html';
import { htmlCleaner } from './html-cleaner.js';

/** Images the editor may show: only those this API stores and serves (question-images.controller.ts). */
export const IMAGE_URL =
  /^\/api\/question-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The allow-list is the HTML the document model writes (MODEL_HTML_SHAPE, checked against the
 * editor's schema: every node, mark and attribute of it) and nothing else: no style, no class, no
 * event handler, no link, no URL scheme at all (images are our own relative URLs). On top of the
 * shape, two server rules: an image only from IMAGE_URL, a formula only with allowed TeX.
 */
function options(): SanitizeHtml.IOptions {
  const shape = MODEL_HTML_SHAPE;
  return {
    allowedTags: Object.keys(shape.tags),
    allowedAttributes: shape.tags,
    // Attributes with a closed set of values (dir, data-type): any other value drops the attribute.
    transformTags: {
      '*': (tagName, attribs) => {
        const closed = shape.values[tagName] ?? {};
        const kept = { ...attribs };
        for (const [name, values] of Object.entries(closed))
          if (name in kept && !values.includes(kept[name])) delete kept[name];
        return { tagName, attribs: kept };
      },
    },
    allowedSchemes: [],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    allowedStyles: {},
    // Dropped whole: an image from anywhere else (another host, data:, javascript:), and a formula
    // using TeX outside the allow-list (a save with one is refused before, see rules.ts; this
    // catches what that text scan and this parser could read differently).
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !IMAGE_URL.test(frame.attribs.src ?? '')) ||
      ('data-latex' in frame.attribs && disallowedTex(frame.attribs['data-latex']).length > 0),
    disallowedTagsMode: 'discard',
  };
}

/** Rich text as the server stores it: only the allow-listed tags and attributes survive. */
export const sanitiseHtml: (html: RichText) => RichText = htmlCleaner(options());

function sanitiseBody(body: QuestionBody): QuestionBody {
  switch (body.type) {
    case '3.1.':
      return {
        ...body,
        modelAnswer: sanitiseHtml(body.modelAnswer),
        rubrics: body.rubrics.map((r) => ({ ...r, text: sanitiseHtml(r.text) })),
      };
    case '3.2.':
    case '3.3.':
      return { ...body, options: body.options.map((o) => ({ ...o, text: sanitiseHtml(o.text) })) };
    case '3.5.':
      return {
        ...body,
        subQuestions: body.subQuestions.map((s) => ({
          ...s,
          stem: sanitiseHtml(s.stem),
          body: sanitiseBody(s.body) as typeof s.body,
        })),
      };
    case '3.6.':
      return {
        ...body,
        pairs: body.pairs.map((p) => ({
          ...p,
          premise: sanitiseHtml(p.premise),
          answer: sanitiseHtml(p.answer),
        })),
        distractors: body.distractors.map((d) => ({ ...d, text: sanitiseHtml(d.text) })),
      };
    case '3.7.':
      return {
        ...body,
        blanks: body.blanks.map((b) => ({ ...b, answers: b.answers.map((a) => a.trim()) })),
        distractors: body.distractors.map((d) => d.trim()),
      };
    default:
      return body;
  }
}

/** Every rich-text part of a question sanitised; blank answers trimmed. */
export const sanitiseContent = (content: QuestionContent): QuestionContent => ({
  ...content,
  stem: sanitiseHtml(content.stem),
  feedback: sanitiseHtml(content.feedback),
  body: sanitiseBody(content.body),
});
