import ar from '../i18n/locales/ar/reports.json' with { type: 'json' };
import en from '../i18n/locales/en/reports.json' with { type: 'json' };
import { registerTexts } from '../i18n';

/** The reports' texts come with the reports' chunk: each report route imports this first. */
export const NS = 'reports';
registerTexts(NS, { ar, en });
