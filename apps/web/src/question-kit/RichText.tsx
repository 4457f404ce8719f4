import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo } from 'react';

/** Elements and attributes that never render, whatever a stored text holds (the server sanitised it already). */
const DROP = 'script,style,iframe,object,embed,link,meta,base,form,input,button,textarea,select';
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction'];

const BLANK_CLASS =
  'mx-1 inline-flex min-w-12 items-center justify-center rounded border-2 border-dashed border-primary-500 px-2 align-middle text-xs font-semibold text-primary-700 dark:text-primary-300';

function render(html: string, blankLabel: (id: string) => string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll(DROP)) el.remove();
  for (const el of doc.body.querySelectorAll('*')) {
    for (const a of [...el.attributes]) {
      const name = a.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(a.name);
      else if (URL_ATTRS.includes(name) && /^\s*(javascript|vbscript|data):/i.test(a.value)) {
        // Uploaded images are served by URL; a data: or script URL is not something the editor writes.
        el.removeAttribute(a.name);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const el of doc.body.querySelectorAll<HTMLElement>(
    '[data-type="inline-math"],[data-type="block-math"]',
  )) {
    const display = el.dataset.type === 'block-math';
    el.innerHTML = katex.renderToString(el.dataset.latex ?? '', {
      displayMode: display,
      throwOnError: false,
      output: 'htmlAndMathml',
    });
    if (display) el.classList.add('my-2', 'block', 'overflow-x-auto');
  }
  for (const el of doc.body.querySelectorAll<HTMLElement>('span[data-blank]')) {
    el.className = BLANK_CLASS;
    el.textContent = blankLabel(el.dataset.blank ?? '') || '…';
  }
  return doc.body.innerHTML;
}

export interface RichTextProps {
  html: string;
  /** The number shown in a blank's box (fill-in-the-blanks), in the question's digits. */
  blankLabel?: (id: string) => string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A stored rich-text part shown read-only: the server's sanitised HTML, with formulas rendered by
 * KaTeX in the browser and blanks as numbered boxes.
 */
export function RichText({ html, blankLabel, className, ...rest }: RichTextProps) {
  const out = useMemo(() => render(html, blankLabel ?? (() => '')), [html, blankLabel]);
  return (
    <div
      data-testid={rest['data-testid']}
      data-user-content=""
      className={[
        'break-words [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_img]:my-2 [&_img]:inline-block [&_img]:max-h-96 [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-1 [&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored text; render() strips scripts, handlers and script URLs again
      dangerouslySetInnerHTML={{ __html: out }}
    />
  );
}
