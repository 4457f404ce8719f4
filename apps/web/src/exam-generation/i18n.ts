import ar from '../i18n/locales/ar/exam-generation.json' with { type: 'json' };
import en from '../i18n/locales/en/exam-generation.json' with { type: 'json' };
import { registerTexts } from '../i18n';

/** The area's texts come with its lazy chunk: each of its route modules imports this first. */
registerTexts('exam-generation', { ar, en });
