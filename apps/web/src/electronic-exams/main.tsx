import { DEFAULT_LANG, LANGS, type Lang } from '@mizan/domain/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { ExamApp } from './ExamApp';
import { initExamI18n } from './i18n';
import { ExamSession } from './session/exam-session';
import { ExamContext } from './session/useExam';

/**
 * The student's exam page (exam.html, served at /exam): its own small bundle, without the staff
 * app's router, stores and areas. /exam/portal/{token} signs in with a university portal token.
 */
const stored = (() => {
  try {
    return JSON.parse(localStorage.getItem('mizan.language') ?? 'null') as Lang | null;
  } catch {
    return null;
  }
})();
initExamI18n(stored && (LANGS as readonly string[]).includes(stored) ? stored : DEFAULT_LANG);

const portal = /^\/exam\/portal\/([^/]+)\/?$/.exec(window.location.pathname)?.[1] ?? null;
if (portal) window.history.replaceState(null, '', '/exam');

const session = new ExamSession();
void session.start(portal && decodeURIComponent(portal));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from exam.html');
createRoot(root).render(
  <StrictMode>
    <ExamContext value={session}>
      <ExamApp />
    </ExamContext>
  </StrictMode>,
);
