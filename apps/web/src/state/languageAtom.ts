import { DEFAULT_LANG, type Lang } from '@mizan/domain/i18n';
import { persisted } from './storage';

/** Interface language; index.html reads the same key before the first paint. */
export const languageAtom = persisted<Lang>('language', DEFAULT_LANG);
