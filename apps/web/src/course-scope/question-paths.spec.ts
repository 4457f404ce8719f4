import { describe, expect, it } from '@jest/globals';
import {
  questionAddPath,
  questionCopyPath,
  questionEditPath,
  questionListPath,
  questionViewPath,
} from './question-paths';

describe('165.2.1. question routes (SPEC 2)', () => {
  it('keeps the list query and names the type in the view path', () => {
    expect(questionListPath(4)).toBe('/questions/4/questions-list');
    expect(questionListPath(4, 'page=2&status=5.1.')).toBe('/questions/4/questions-list?page=2&status=5.1.');
    expect(questionViewPath(4, '3.2.', 19)).toBe('/questions/4/view/3.2./19');
  });

  it('sends a case study to its own add, copy and edit routes', () => {
    expect(questionAddPath(4, '3.5.')).toBe('/questions/4/addCaseStudyQuestion');
    expect(questionCopyPath(4, '3.5.', 9)).toBe('/questions/4/copyCaseStudyQuestion/9');
    expect(questionEditPath(4, '3.5.', 9)).toBe('/questions/4/editCaseStudyQuestion/9');
    expect(questionAddPath(4, '3.7.')).toBe('/questions/4/3.7./add');
    expect(questionCopyPath(4, '3.1.', 9)).toBe('/questions/4/3.1./copy/9');
    expect(questionEditPath(4, '3.6.', 9)).toBe('/questions/4/3.6./edit/9');
  });
});
