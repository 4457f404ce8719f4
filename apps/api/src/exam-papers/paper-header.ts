import { DEFAULT_TIME_ZONE } from '@mizan/domain/reserve-exam';
import { PAPER_TEXTS } from '@mizan/domain/exam-papers';
import { fill, formatNumber, type Lang } from '@mizan/domain/i18n';
import type { Paper } from './exam-paper.service.js';

/** A code or number string (model code, student number) in the language's digits, its zeros kept. */
export const langDigits = (text: string, lang: Lang) =>
  text.replace(/\d/g, (d) => formatNumber(Number(d), lang));

/** SPEC 9 date format (day, month name, year, hour:minute AM/PM) in the paper's language and the university's zone. */
export function paperDate(paper: Paper): string {
  return new Intl.DateTimeFormat(paper.lang === 'ar' ? 'ar-EG' : 'en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(paper.exam.startsAt));
}

/** The header lines every paper and key carries, as plain text in the paper's language; PDF and DOCX lay them out. */
export function headerLines(paper: Paper) {
  const t = (text: (typeof PAPER_TEXTS)[keyof typeof PAPER_TEXTS], params = {}) =>
    fill(text, params)[paper.lang];
  const n = (v: number) => formatNumber(v, paper.lang);
  const course = paper.courseCode ? `${paper.courseName} (${paper.courseCode})` : paper.courseName;
  return {
    scopes: paper.scopes,
    course: t(PAPER_TEXTS.course, { name: course }),
    exam: paper.exam.name,
    date: t(PAPER_TEXTS.date, { date: paperDate(paper) }),
    duration: t(PAPER_TEXTS.duration, { minutes: n(paper.exam.durationMinutes) }),
    total: t(PAPER_TEXTS.totalDegree, { degree: n(paper.exam.totalDegree) }),
    modelLabel: PAPER_TEXTS.model[paper.lang],
    code: langDigits(paper.code, paper.lang),
    instructions: paper.exam.instructions?.trim() || PAPER_TEXTS.defaultInstructions[paper.lang],
  };
}

export const degreeLabel = (paper: Paper, degree: number) =>
  fill(PAPER_TEXTS.degree, { degree: formatNumber(degree, paper.lang) })[paper.lang];
