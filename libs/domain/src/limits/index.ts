/** Bytes in one megabyte, for file limits and the {max} MB of the fileSize/imageSize messages. */
export const BYTES_PER_MB = 1024 * 1024;

/** Business constants and limits of SPEC section 9 and the numbers of SPEC section 5. */
export const LIMITS = Object.freeze({
  // Lists
  pageSizes: Object.freeze([5, 10, 20, 50] as const),
  defaultPage: 1,
  defaultPageSize: 10,
  // Text fields
  filterTextMax: 100,
  subjectTitleMax: 50,
  lectureCountMin: 0,
  lectureCountMax: 50,
  // Course ILOs
  courseIlosMin: 1,
  courseIlosMax: 10,
  // Questions
  blanksMax: 3,
  answersPerBlankMax: 5,
  rubricWeightSumMax: 1,
  /** Qmans Excel import: correct-answer positions 1 to 5, options in columns C to G. */
  excelImportOptionsMax: 5,
  // Numbers and codes
  decimalsMax: 2,
  periodMin: 1,
  periodMax: 9,
  modelCodeMin: 0,
  modelCodeMax: 99,
  /** Model codes are written with two digits, 00 to 99. */
  modelCodeDigits: 2,
  // Account
  passwordMinLength: 8,
  nationalIdLength: 14,
  // Files, in bytes
  courseImportMaxBytes: 5 * BYTES_PER_MB,
  questionImportMaxBytes: 5 * BYTES_PER_MB,
  richTextUploadMaxBytes: 3 * BYTES_PER_MB,
  profileImageMaxBytes: 1 * BYTES_PER_MB,
  // Zip containers (xlsx, docx, zip imports), checked before any parser unpacks them
  zipEntriesMax: 2000,
  /** Unpacked bytes of all entries together. */
  zipExpandedMaxBytes: 60 * BYTES_PER_MB,
  /** Unpacked to packed size of one entry over 1 MB unpacked; real Office XML stays well under 100. */
  zipRatioMax: 200,
  // Spreadsheets
  sheetRowsMax: 20_000,
  sheetColumnsMax: 64,
  /** Excel's own limit on the text of one cell. */
  sheetCellCharsMax: 32_767,
  /** A cell's text quoted back in a row report or message is cut to this many characters. */
  reportCellCharsMax: 200,
  // Question quality, as fractions
  similarityThreshold: 0.7,
  difficultyRange: 0.15,
  timeRange: 0.25,
  // Web client
  chunkLoadTimeoutMs: 120_000,
  listErrorToastMs: 5000,
  dialogWidthPx: 600,
  /**
   * How long before the session expires the warning dialog opens (SPEC 4). SPEC 9 does not give the
   * number ("not shown"); 60 s leaves time to read the dialog and confirm, and is short enough that
   * an extension is rarely offered to someone who has already left.
   */
  sessionWarningSeconds: 60,
} as const);
