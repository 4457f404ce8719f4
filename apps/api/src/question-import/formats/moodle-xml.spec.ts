import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { turnsDuring } from '../../../test/event-loop.js';
import { parseMoodleXml } from './moodle-xml.js';
import { UnreadableFile } from './parsed.js';

/** SPEC 5 'Question import': a Moodle XML file must be UTF-8. */
const QUIZ = `<?xml version="1.0" encoding="UTF-8"?>
<quiz><question type="truefalse"><name><text>Q</text></name>
<questiontext format="html"><text><![CDATA[<p>الماء يغلي عند ١٠٠ درجة — é</p>]]></text></questiontext>
<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
</question></quiz>`;

const refusal = async (data: Uint8Array) => {
  try {
    await parseMoodleXml(data);
  } catch (error) {
    return error instanceof UnreadableFile ? error.reason : error;
  }
  return 'read';
};

describe('165.2.1. import: Moodle XML is UTF-8 only', () => {
  test('a UTF-8 file comes in, with or without a byte-order mark, its Arabic and accents intact', async () => {
    for (const data of [
      Buffer.from(QUIZ, 'utf8'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(QUIZ)]),
    ]) {
      const r = await parseMoodleXml(data);
      expect(r.questions.map((q) => [q.questionType, q.valid])).toEqual([['3.4.', true]]);
      expect(r.questions[0].text).toBe('الماء يغلي عند ١٠٠ درجة — é');
    }
  });

  test('a file in another encoding is refused as a whole with the UTF-8 message', async () => {
    // The same quiz saved as Windows-1252 (é is the single byte 0xE9) and as UTF-16 with its mark.
    const latin = Buffer.from(
      QUIZ.replace('الماء يغلي عند ١٠٠ درجة — ', '').replace('UTF-8', 'windows-1252'),
      'latin1',
    );
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(QUIZ.replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    expect(await refusal(latin)).toEqual(M.notUtf8);
    expect(await refusal(utf16)).toEqual(M.notUtf8);
  });
});

describe('165.2.1. import: a large Moodle XML file is read in turns with the rest of the API', () => {
  test('other work runs while it is read, and every question still comes in', async () => {
    const question = QUIZ.slice(QUIZ.indexOf('<question'), QUIZ.indexOf('</quiz>'));
    const file = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${question.repeat(2000)}</quiz>`);
    // Read in one go, it would give the event loop no turn.
    const { result: read, turns } = await turnsDuring(() => parseMoodleXml(file));
    expect(read.questions).toHaveLength(2000);
    expect(read.questions.every((q) => q.valid && q.text === 'الماء يغلي عند ١٠٠ درجة — é')).toBe(true);
    expect(turns).toBeGreaterThan(1);
  });
});
