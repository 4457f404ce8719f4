import type { Bilingual } from '../i18n/index.js';

/**
 * Texts of the guarded upload opener (apps/api/src/files): what a zip container or a spreadsheet
 * was refused for, before or while it is read. Placeholders are filled with fill().
 */
export const FILE_MESSAGES = {
  zipUnreadable: { ar: 'الملف المضغوط تالف', en: 'The zip container is damaged' },
  zipEntries: {
    ar: 'الملف المضغوط يحتوي على أكثر من {max} عنصر',
    en: 'The zip container holds more than {max} entries',
  },
  zipTooLarge: {
    ar: 'محتوى الملف المضغوط أكبر من {max} ميجابايت بعد فك الضغط',
    en: 'The zip container unpacks to more than {max} MB',
  },
  zipRatio: {
    ar: 'العنصر {name} مضغوط بنسبة غير معتادة ولا يمكن فتحه',
    en: 'The entry {name} is compressed at an unusual ratio and cannot be opened',
  },
  zipPath: {
    ar: 'الملف المضغوط يحتوي على مسار غير آمن: {name}',
    en: 'The zip container holds an unsafe path: {name}',
  },
  sheetRows: {
    ar: 'الورقة تحتوي على أكثر من {max} صف',
    en: 'The sheet holds more than {max} rows',
  },
  sheetColumns: {
    ar: 'الصف {row} يحتوي على أكثر من {max} عمود',
    en: 'Row {row} holds more than {max} columns',
  },
  sheetCell: {
    ar: 'الخلية {cell} تحتوي على أكثر من {max} حرف',
    en: 'Cell {cell} holds more than {max} characters',
  },
} as const satisfies Record<string, Bilingual>;
