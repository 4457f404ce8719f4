import { pick } from '@mizan/domain/i18n';
import {
  completeness,
  deprecatedEquations,
  type QuestionContent,
  type QuestionSettingsResponse,
  validateQuestionContent,
} from '@mizan/domain/questions';
import { useMemo } from 'react';
import { useLang } from '../../app/useLang';
import type { Errors } from './FormKit';

/**
 * SPEC 5 rules, the same ones the API applies, checked as the user types: a broken one is shown at
 * once and stops the save; what is missing for completeness and retired equations only inform.
 */
export function useContentRules(content: QuestionContent, settings: QuestionSettingsResponse) {
  const lang = useLang();
  const check = useMemo(() => validateQuestionContent(content, settings), [content, settings]);
  const missing = useMemo(() => completeness(content), [content]);
  const oldEquations = useMemo(() => deprecatedEquations(content).length > 0, [content]);
  const errors: Errors = check.success
    ? {}
    : Object.fromEntries(Object.entries(check.fields).map(([k, v]) => [k, pick(v, lang)]));
  return { errors, broken: !check.success, missing, oldEquations };
}
