import type { SimilarResponse } from '@mizan/domain/questions';
import { useEffect, useState } from 'react';
import { findSimilar } from './form.api';

/** SPEC 9's similarity hint waits for the creator to pause, and for enough text to compare. */
const SIMILAR_DEBOUNCE_MS = 600;
const SIMILAR_MIN_CHARS = 20;

/** The non-blocking similarity hint of a stem's plain text as the creator types it (null below the minimum text). */
export function useSimilarHint(courseId: number, stemText: string, questionId: number | null) {
  const [hint, setHint] = useState<SimilarResponse | null>(null);
  useEffect(() => {
    if (stemText.length < SIMILAR_MIN_CHARS) {
      setHint(null);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      findSimilar({ courseId, text: stemText, excludeQuestionId: questionId ?? undefined }, ctrl.signal).then(
        setHint,
        () => undefined,
      );
    }, SIMILAR_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [courseId, stemText, questionId]);
  return hint;
}
