import ar from '../i18n/locales/ar/exam-papers.json' with { type: 'json' };
import en from '../i18n/locales/en/exam-papers.json' with { type: 'json' };
import { registerTexts } from '../i18n';
import '../exam-generation/i18n';

/** The area's texts come with its lazy chunk (and exam generation's, whose exam header it shows). */
registerTexts('exam-papers', { ar, en });
