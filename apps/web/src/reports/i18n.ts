import i18next from 'i18next';
import ar from '../i18n/locales/ar/reports.json';
import en from '../i18n/locales/en/reports.json';

/**
 * The reports' texts come with the reports' chunk, not with the first page (whose script carries
 * every area's texts that are registered in i18n/index.ts): each report route imports this first.
 */
export const NS = 'reports';
if (!i18next.hasResourceBundle('ar', NS)) {
  i18next.addResourceBundle('ar', NS, ar);
  i18next.addResourceBundle('en', NS, en);
}
