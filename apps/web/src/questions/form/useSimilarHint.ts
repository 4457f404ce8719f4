import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { questionPaths } from '@mizan/domain/questions';
import { useEffect, useState } from 'react';
import { findSimilar } from './form.api';

/** SPEC 9's similarity hint waits for the creator to pause, and for enough text to compare. */
const SIMILAR_DEBOUNCE_MS = 600;
const SIMILAR_MIN_CHARS = 20;

/** The non-blocking similarity hint of a stem's plain text as the creator types it (null below the minimum text). */
export function useSimilarHint(courseId: number, stemText: string, questionId: number | null) {
  const [paused, setPaused] = useState(stemText);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(stemText), SIMILAR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [stemText]);
  const enough = stemText.length >= SIMILAR_MIN_CHARS;
  const hint = useQuery({
    queryKey: [questionPaths.similar(), courseId, questionId, paused],
    queryFn: ({ signal }) =>
      findSimilar({ courseId, text: paused, excludeQuestionId: questionId ?? undefined }, signal),
    enabled: enough && paused.length >= SIMILAR_MIN_CHARS,
    // The last hint stays while the creator types on.
    placeholderData: keepPreviousData,
  }).data;
  return enough ? (hint ?? null) : null;
}
