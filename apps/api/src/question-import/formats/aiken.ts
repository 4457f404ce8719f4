import type { Bilingual } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { turns } from '../../common/turns.js';
import { escapeHtml } from './html.js';
import {
  draft,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
} from './parsed.js';
import { bareLine, decodeText } from './text.js';

const OPTION = /^([A-Z])\s*[.)]\s*(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

/**
 * Aiken (beyond the SPEC): a question line, lettered options `A)` or `A.`, then `ANSWER: B`.
 * Text is plain (HTML characters are shown as typed). A question cut short is listed with
 * the reason; lines outside any question are reported as file warnings.
 */
export async function parseAiken(data: Uint8Array): Promise<ParseResult> {
  const lines = decodeText(data).split('\n');
  const out: ParsedQuestion[] = [];
  const warnings: Bilingual[] = [];
  let stem: string[] = [];
  let options: { letter: string; text: string }[] = [];
  const flush = (answer: string | null) => {
    const text = stem.join(' ').trim();
    if (!text && !options.length) return;
    const html = `<p>${escapeHtml(text)}</p>`;
    if (answer === null)
      out.push(refused(text, M.noAnswerLine, { sourceType: 'aiken', questionType: '3.2.' }));
    else if (!text)
      out.push(refused(options[0]?.text ?? '', M.emptyStem, { sourceType: 'aiken', questionType: '3.2.' }));
    else {
      const letters = answer
        .split(/[,\s]+/)
        .filter(Boolean)
        .map((l) => l.toUpperCase());
      const reasons = letters.some((l) => !options.some((o) => o.letter === l)) ? [M.noCorrect] : [];
      out.push(
        draft(
          html,
          {
            type: letters.length > 1 ? '3.3.' : '3.2.',
            options: options.map((o) => ({
              id: partId(),
              text: `<p>${escapeHtml(o.text)}</p>`,
              correct: letters.includes(o.letter),
            })),
          },
          { sourceType: 'aiken', reasons },
        ),
      );
    }
    stem = [];
    options = [];
  };
  const turn = turns();
  for (const raw of lines) {
    await turn();
    const line = bareLine(raw);
    if (!line) continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      flush(answer[1].trim());
      continue;
    }
    const option = OPTION.exec(line);
    if (option && stem.length) {
      options.push({ letter: option[1], text: option[2].trim() });
      continue;
    }
    if (options.length) flush(null);
    stem.push(line);
  }
  flush(null);
  if (!out.length) throw new UnreadableFile(M.noQuestions);
  return { questions: numbered(out), warnings, images: [] };
}
