const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const TEH_MARBUTA = /\u0629/g; // ة
const ALEF_MAKSURA = /\u0649/g; // ى
const TATWEEL_AND_DIACRITICS = /[\u0640\u064B-\u065F\u0670]/g; // ـ, tanween to sukun and extra marks, dagger alef

/**
 * Folds Arabic spelling variants so searches and similarity checks match (SPEC 9):
 * alef variants -> alef, teh marbuta -> heh, alef maksura -> yeh; tatweel and diacritics are removed.
 * Other characters, Latin text included, are kept.
 */
export const normaliseArabic = (text: string): string =>
  text
    .replace(TATWEEL_AND_DIACRITICS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(TEH_MARBUTA, '\u0647')
    .replace(ALEF_MAKSURA, '\u064A');
