import 'katex/dist/katex.min.css';
import './printed.css';

/**
 * A question as the server's print renderer made it (the paper's HTML: escaped, its formulas
 * already KaTeX, its own lang and dir). Shown as is, so the screen and the paper never differ; the
 * question's text is user content, numbers as its author wrote them.
 */
export function PrintedHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="printed"
      data-testid={testId}
      data-user-content=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered print HTML of sanitised content
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
