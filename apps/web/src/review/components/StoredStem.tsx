import { RichText } from '../../question-kit/RichText';

/** The stem as stored, read-only, while the live one loads (its text is there at once). */
export function StoredStem({ html }: { html: string }) {
  return (
    <RichText
      html={html}
      className="rounded-md border border-line px-3 py-2 text-base leading-8"
      data-testid="review-stem-stored"
    />
  );
}
