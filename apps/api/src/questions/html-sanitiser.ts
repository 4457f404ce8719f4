import type { QuestionBody, QuestionContent, RichText } from '@mizan/domain/questions';
import sanitizeHtml from 'sanitize-html';

/** Images the editor may show: only those this API stores and serves (question-images.controller.ts). */
export const IMAGE_URL =
  /^\/api\/question-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const DIR = 'dir';
const BLOCKS = ['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'table', 'pre'];

/**
 * The allow-list of what the Tiptap editor writes (starter kit, tables, images, the mathematics
 * extension, the blank node, paragraph direction) and nothing else: no style, no class, no event
 * handler, no link, no URL scheme at all (images are our own relative URLs).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...BLOCKS,
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, [DIR]])),
    ol: [DIR, 'start'],
    td: ['colspan', 'rowspan', 'data-colwidth', DIR],
    th: ['colspan', 'rowspan', 'data-colwidth', DIR],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['data-blank', 'data-type', 'data-latex'],
    div: ['data-type', 'data-latex', DIR],
  },
  // Attributes with a closed set of values: any other value drops the attribute.
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = { ...attribs };
      const allowed: Record<string, string[]> = {
        dir: ['rtl', 'ltr', 'auto'],
        'data-type': tagName === 'div' ? ['block-math'] : ['inline-math'],
      };
      for (const [name, values] of Object.entries(allowed))
        if (name in kept && !values.includes(kept[name])) delete kept[name];
      return { tagName, attribs: kept };
    },
  },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  // An image from anywhere else (another host, data:, javascript:) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_URL.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/** Rich text as the server stores it: only the allow-listed tags and attributes survive. */
export const sanitiseHtml = (html: RichText): RichText => sanitizeHtml(html, OPTIONS);

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
