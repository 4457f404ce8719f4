import ar from '../../i18n/locales/ar/electronic-exams-proctor.json' with { type: 'json' };
import en from '../../i18n/locales/en/electronic-exams-proctor.json' with { type: 'json' };
import { registerTexts } from '../../i18n';

export const NS = 'electronic-exams-proctor';

/** The proctor screen's texts come with its lazy chunk (the staff app's, not the student page's). */
registerTexts(NS, { ar, en });
