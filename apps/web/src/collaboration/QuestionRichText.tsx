import type { Editor } from '@tiptap/core';
import { lazy, Suspense } from 'react';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { uploadQuestionImage } from '../question-kit/question.api';
import { useEditorTexts } from './editorTexts';
import type { QuestionDoc } from './useQuestionDoc';

// Tiptap, KaTeX and the collaboration extensions load with the first editor shown, not before.
const RichTextEditor = lazy(() => import('@mizan/ui/editor/RichTextEditor'));

const upload = (file: File, onProgress: (fraction: number) => void) =>
  uploadQuestionImage(file, onProgress).then((r) => r.url);

export interface QuestionRichTextProps {
  /** The question's document (useQuestionDoc): the part is its fragment `field`. */
  qdoc: QuestionDoc;
  /** The part's fragment name (richField / collabField). */
  field: string;
  label: string;
  /** The question's language direction: ar 'rtl', en 'ltr'. */
  dir: 'rtl' | 'ltr';
  /** The part's HTML as the document changes (debounced); the doc's `content` has it too. */
  onChange?: (html: string) => void;
  /** Fill-in-the-blanks stem: the blank tool, and the blanks' ids in order as they change. */
  blanks?: boolean;
  onBlanksChange?: (ids: string[]) => void;
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  compact?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The mounted editor (null once it goes): the review screen anchors comments with it. */
  onEditor?: (editor: Editor | null) => void;
  testId: string;
}

/**
 * One rich part of a question bound to its fragment in the question's document, with this user's
 * caret when the document is co-edited, image uploads to the question images API, and the texts.
 */
export function QuestionRichText({ qdoc, field, testId, readOnly, ...rest }: QuestionRichTextProps) {
  const texts = useEditorTexts();
  const lang = useLang();
  return (
    <Suspense
      fallback={
        <div
          className={`animate-pulse rounded-md border border-line bg-panel ${rest.compact ? 'h-20' : 'h-36'}`}
          data-testid={`${testId}-loading`}
        />
      }
    >
      <RichTextEditor
        {...rest}
        key={field}
        texts={texts}
        formatNumber={(n) => formatNumber(n, lang)}
        fragment={qdoc.fragment(field)}
        awareness={qdoc.awareness}
        user={qdoc.user}
        onUploadImage={readOnly ? undefined : upload}
        readOnly={readOnly || qdoc.status === 'refused'}
        data-testid={testId}
      />
    </Suspense>
  );
}
