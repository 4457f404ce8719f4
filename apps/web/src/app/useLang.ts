import { useAtomValue } from 'jotai';
import { languageAtom } from '../state/languageAtom';

/** The active interface language, for picking {ar, en} server and domain texts. */
export const useLang = () => useAtomValue(languageAtom);
