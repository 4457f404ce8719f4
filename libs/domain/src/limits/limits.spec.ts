import { BYTES_PER_MB, LIMITS } from './index.js';

describe('LIMITS', () => {
  it.each([
    ['defaultPage', 1],
    ['defaultPageSize', 10],
    ['filterTextMax', 100],
    ['subjectTitleMax', 50],
    ['lectureCountMin', 0],
    ['lectureCountMax', 50],
    ['courseIlosMin', 1],
    ['courseIlosMax', 10],
    ['blanksMax', 3],
    ['answersPerBlankMax', 5],
    ['rubricWeightSumMax', 1],
    ['excelImportOptionsMax', 5],
    ['decimalsMax', 2],
    ['periodMin', 1],
    ['periodMax', 9],
    ['modelCodeMin', 0],
    ['modelCodeMax', 99],
    ['modelCodeDigits', 2],
    ['passwordMinLength', 8],
    ['nationalIdLength', 14],
    ['courseImportMaxBytes', 5 * 1024 * 1024],
    ['questionImportMaxBytes', 5 * 1024 * 1024],
    ['richTextUploadMaxBytes', 3 * 1024 * 1024],
    ['profileImageMaxBytes', 1024 * 1024],
    ['similarityThreshold', 0.7],
    ['difficultyRange', 0.15],
    ['timeRange', 0.25],
    ['chunkLoadTimeoutMs', 120_000],
    ['listErrorToastMs', 5000],
    ['dialogWidthPx', 600],
    ['sessionWarningSeconds', 60],
  ] as const)('%s is %d', (name, value) => {
    expect(LIMITS[name]).toBe(value);
  });

  it('offers page sizes 5, 10, 20, 50 including the default', () => {
    expect(LIMITS.pageSizes).toEqual([5, 10, 20, 50]);
    expect(LIMITS.pageSizes).toContain(LIMITS.defaultPageSize);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(LIMITS)).toBe(true);
    expect(Object.isFrozen(LIMITS.pageSizes)).toBe(true);
  });

  it('gives file limits in whole megabytes for the size messages', () => {
    expect(LIMITS.courseImportMaxBytes / BYTES_PER_MB).toBe(5);
    expect(LIMITS.profileImageMaxBytes / BYTES_PER_MB).toBe(1);
  });
});
