import 'katex/dist/katex.min.css';
import { useMemo } from 'react';

/** Elements and attributes that never render, whatever a text holds (the server sanitised it already). */
const DROP = 'script,style,iframe,object,embed,link,meta,base,form,input,button,textarea,select';
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction'];

const BLANK_CLASS =
  'mx-1 inline-flex min-w-10 items-center justify-center rounded border-2 border-dashed border-primary-500 px-2 align-middle text-xs font-semibold text-primary-700 dark:text-primary-300';

/** The server's HTML, cleaned again, images kept to their own URLs, blanks as numbered boxes. */
function clean(html: string, blankLabel: (id: string) => string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll(DROP)) el.remove();
  for (const el of doc.body.querySelectorAll('*')) {
    for (const a of [...el.attributes]) {
      const name = a.name.toLowerCase();
      // KaTeX places every glyph with a style; nothing else in a stored text has one.
      if (name.startsWith('on') || (name === 'style' && !el.closest('.katex'))) el.removeAttribute(a.name);
      else if (URL_ATTRS.includes(name) && /^\s*(javascript|vbscript|data):/i.test(a.value))
        el.removeAttribute(a.name);
    }
    // A link would take the student away from the exam.
    if (el.tagName === 'A') el.replaceWith(...el.childNodes);
  }
  for (const el of doc.body.querySelectorAll<HTMLElement>('span[data-blank]')) {
    el.className = BLANK_CLASS;
    el.textContent = blankLabel(el.dataset.blank ?? '') || '…';
  }
  return doc.body.innerHTML;
}

export interface ExamRichTextProps {
  html: string;
  /** The number shown in a blank's box (fill-in-the-blanks). */
  blankLabel?: (id: string) => string;
  /** The text's own direction (the exam's language); user content is isolated from the interface. */
  dir?: 'rtl' | 'ltr';
  className?: string;
  inline?: boolean;
}

/**
 * A question's rich text shown to the student: the document model's HTML (libs/domain editor) as
 * the server sanitised it and drew its formulas (KaTeX's HTML and MathML: only KaTeX's stylesheet
 * and fonts come to this page, no KaTeX script), cleaned again here.
 */
export function ExamRichText({ html, blankLabel, dir, className, inline }: ExamRichTextProps) {
  const out = useMemo(() => clean(html, blankLabel ?? (() => '')), [html, blankLabel]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      dir={dir}
      data-user-content=""
      className={[
        'break-words [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_img]:my-2 [&_img]:inline-block [&_img]:max-h-96 [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc [&_div.math]:my-2 [&_div.math]:overflow-x-auto',
        inline ? '[&_p]:inline [&_p]:my-0' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored text; clean() strips scripts, handlers, styles (but KaTeX's) and links again
      dangerouslySetInnerHTML={{ __html: out }}
    />
  );
}
