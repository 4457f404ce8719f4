import ar from '../i18n/locales/ar/reserve-exam.json';
import en from '../i18n/locales/en/reserve-exam.json';
import { registerTexts } from '../i18n';

/** The area's texts come with its lazy chunk: each of its route modules imports this first. */
registerTexts('reserve-exam', { ar, en });
