import { describe, expect, it } from '@jest/globals';
import { sampleContent } from '@mizan/domain/questions';
// No jsdom here: the editor library's test DOMParser reads HTML under node.
import { installTestDom } from '../../../../../libs/ui/src/editor/test-dom';
import { formValue } from '../../collaboration/seed';
import { asEdited, liveContent } from './live-content';

installTestDom();

describe('165.2.1. the form content from the co-edited document', () => {
  it('takes the structure from the form values at once and each text from the document', () => {
    const content = sampleContent('3.2.');
    if (content.body.type !== '3.2.') throw new Error('sample is not an MCQ');
    const [a, b] = content.body.options;
    // Another option was just added and b ticked; the debounced texts do not know the new one yet.
    const body = {
      ...content.body,
      options: [
        { ...a, correct: false },
        { ...b, correct: true },
        { id: 'new1', text: '', correct: false },
      ],
    };
    const live = liveContent(content, { ...content, body: formValue('body', body), degree: 7 });
    expect(live.degree).toBe(7);
    expect(live.stem).toBe(content.stem);
    if (live.body.type !== '3.2.') throw new Error('type');
    expect(live.body.options.map((o) => [o.text, o.correct])).toEqual([
      [a.text, false],
      [b.text, true],
      ['', false],
    ]);
  });

  it('reads a stored question back as the editor writes it, so an untouched form is not dirty', () => {
    const stored = { ...sampleContent('3.1.'), feedback: '' };
    const once = asEdited(stored);
    expect(asEdited(once)).toEqual(once);
    expect(once.feedback).toBe('');
  });
});
