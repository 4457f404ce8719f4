import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ExamSession } from './exam-session';

export const ExamContext = createContext<ExamSession | null>(null);

/** The session, re-rendering the caller on every change of it. */
export function useExam(): ExamSession {
  const session = useContext(ExamContext);
  if (!session) throw new Error('useExam outside ExamContext');
  useSyncExternalStore(session.subscribe, () => session.version);
  return session;
}
