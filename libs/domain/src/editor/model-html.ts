/**
 * The HTML the document model writes, as plain data for the server's sanitiser (which must not
 * load Tiptap to start). html-shape.ts derives the same from the model itself, and its spec fails
 * when this copy and the model drift apart.
 */
export interface HtmlShape {
  /** Each tag the model writes with the attributes it may carry. */
  tags: Record<string, string[]>;
  /** Attributes with a closed set of values, by tag: any other value is not the model's. */
  values: Record<string, Record<string, string[]>>;
}

const DIRS = ['auto', 'ltr', 'rtl'];
const CELL = ['colspan', 'colwidth', 'rowspan'];

export const MODEL_HTML_SHAPE: HtmlShape = {
  tags: {
    h2: ['dir'],
    h3: ['dir'],
    h4: ['dir'],
    p: ['dir'],
    strong: [],
    em: [],
    u: [],
    s: [],
    code: [],
    sub: [],
    sup: [],
    br: [],
    span: ['data-blank', 'data-latex', 'data-type'],
    img: ['alt', 'height', 'src', 'title', 'width'],
    ul: [],
    li: ['dir'],
    ol: ['start', 'type'],
    blockquote: [],
    div: ['data-latex', 'data-type'],
    table: [],
    colgroup: [],
    col: [],
    tbody: [],
    tr: [],
    th: CELL,
    td: CELL,
  },
  values: {
    h2: { dir: DIRS },
    h3: { dir: DIRS },
    h4: { dir: DIRS },
    p: { dir: DIRS },
    li: { dir: DIRS },
    span: { 'data-type': ['inline-math'] },
    div: { 'data-type': ['block-math'] },
  },
};
