import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportKind } from '@mizan/domain/question-import';
import { parseFile, UnreadableFile } from './index.js';
import type { ParseResult } from './parsed.js';

/**
 * Every file of ../shared/fixtures (question files written by other projects, see SOURCES.md)
 * either comes in, with its counts and some content checked against the file, or is refused with
 * a reason. The fixtures are read in place, never copied; without them the suite says so and skips.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures');
const present = existsSync(ROOT);
if (!present) console.warn(`question-import fixtures: ${ROOT} is absent, fixture tests skipped`);
const KIND: Record<string, ImportKind> = { 'moodle-xml': '1', gift: 'gift', aiken: 'aiken', qti: 'qti' };

/** fixture -> [questions found, valid] or the refusal (English text) of the whole file. */
const EXPECTED: Record<string, [number, number] | string> = {
  'moodle-xml/broken_cloze_questions.xml': [5, 0],
  //   0: The question holds no embedded answers; The text holds no blank
  //   1: Embedded answer 1 could not be read
  //   2: Embedded answer 1 could not be read
  //   3: Embedded answer 1 could not be read
  //   4: Embedded answer 1 could not be read
  'moodle-xml/categories_reverse_order.xml': [2, 2],
  'moodle-xml/category_with_description.xml': [1, 1],
  'moodle-xml/deprecated_category.xml': [1, 1],
  'moodle-xml/error_invalid_grades.xml': [1, 0],
  //   0: Invalid grade: 33%
  'moodle-xml/export_category.xml': [1, 1],
  'moodle-xml/gapfill-el-gapfill_examples.xml': [3, 0],
  //   0: The question type "gapfill" cannot be held in Mizan
  //   1: The question type "gapfill" cannot be held in Mizan
  //   2: The question type "gapfill" cannot be held in Mizan
  'moodle-xml/gapfill-en-gapfill_examples.xml': [24, 1],
  //   0: The question type "ddwtos" cannot be held in Mizan
  //   1: The question type "gapfill" cannot be held in Mizan
  //   2: The question type "gapfill" cannot be held in Mizan
  //   3: The question type "gapfill" cannot be held in Mizan
  //   4: The question type "gapfill" cannot be held in Mizan
  //   5: The question type "gapfill" cannot be held in Mizan
  //   6: The question type "gapfill" cannot be held in Mizan
  //   7: The question type "gapfill" cannot be held in Mizan
  //   8: The question type "gapfill" cannot be held in Mizan
  //   9: The question type "gapfill" cannot be held in Mizan
  //   10: The question type "gapfill" cannot be held in Mizan
  //   11: The question type "gapfill" cannot be held in Mizan
  //   12: The question type "gapfill" cannot be held in Mizan
  //   13: The question type "gapfill" cannot be held in Mizan
  //   14: The question type "gapfill" cannot be held in Mizan
  //   15: The question type "gapfill" cannot be held in Mizan
  //   16: The question type "gapfill" cannot be held in Mizan
  //   17: The question type "gapfill" cannot be held in Mizan
  //   18: The question type "gapfill" cannot be held in Mizan
  //   19: The question type "gapfill" cannot be held in Mizan
  //   20: The question type "gapfill" cannot be held in Mizan
  //   21: The question type "gapfill" cannot be held in Mizan
  //   22: The question type "gapfill" cannot be held in Mizan
  'moodle-xml/gapfill-es-gapfill_examples.xml': [2, 0],
  //   0: The question type "gapfill" cannot be held in Mizan
  //   1: The question type "gapfill" cannot be held in Mizan
  'moodle-xml/gapfill-fr-gapfill_examples.xml': [3, 0],
  //   0: The question type "gapfill" cannot be held in Mizan
  //   1: The question type "gapfill" cannot be held in Mizan
  //   2: The question type "gapfill" cannot be held in Mizan
  'moodle-xml/gapfill-ja-gapfill_examples.xml': [3, 0],
  //   0: The question type "gapfill" cannot be held in Mizan
  //   1: The question type "gapfill" cannot be held in Mizan
  //   2: The question type "gapfill" cannot be held in Mizan
  'moodle-xml/html_chars_in_idnumbers.xml': [1, 1],
  'moodle-xml/moodle.xml': [11, 7],
  //   1: A multiple-choice question has exactly one correct answer
  //   5: A description with no answer, not a question
  //   9: The question type "order" cannot be held in Mizan
  //   10: A multiple-choice question has exactly one correct answer
  'moodle-xml/moodle5-category_with_description.xml': [1, 1],
  'moodle-xml/moodle5-nested_categories.xml': [1, 1],
  'moodle-xml/multianswer-all-types.xml': [1, 0],
  //   0: Sub-question 15: Answers cannot repeat; Answers cannot repeat
  'moodle-xml/multianswer.xml': [1, 1],
  'moodle-xml/multichoice.xml': [1, 1],
  'moodle-xml/nested_categories.xml': [1, 1],
  'moodle-xml/nested_categories_with_questions.xml': [5, 5],
  'moodle-xml/old_format_file.xml': [2, 2],
  'moodle-xml/qtype_ddimageortext-testquestion.moodle.xml': [1, 0],
  //   0: The question type "ddimageortext" cannot be held in Mizan
  'moodle-xml/qtype_ddmarker-testquestion.moodle.xml': [1, 0],
  //   0: The question type "ddmarker" cannot be held in Mizan
  'moodle-xml/qtype_ddwtos-testquestion.moodle.xml': [1, 0],
  //   0: The question type "gapselect" cannot be held in Mizan
  'moodle-xml/qtype_description-testquestion.moodle.xml': [1, 0],
  //   0: A description with no answer, not a question
  'moodle-xml/qtype_essay-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_gapselect-testquestion.moodle.xml': [1, 0],
  //   0: The question type "gapselect" cannot be held in Mizan
  'moodle-xml/qtype_match-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_multianswerrgx-testquestion.moodle.xml': [1, 0],
  //   0: The question type "multianswerrgx" cannot be held in Mizan
  'moodle-xml/qtype_multichoice-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_numerical-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_ordering-testquestion.moodle.xml': [1, 0],
  //   0: The question type "ordering" cannot be held in Mizan
  'moodle-xml/qtype_oumultiresponse-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_shortanswer-testquestion.moodle.xml': [1, 1],
  'moodle-xml/qtype_truefalse-testquestion.moodle.xml': [1, 1],
  'moodle-xml/regexp_examples.xml': [1, 0],
  //   0: The question type "regexp" cannot be held in Mizan
  'moodle-xml/sample_questions.xml': [19, 0],
  //   0: The question type "stack" cannot be held in Mizan
  //   1: The question type "stack" cannot be held in Mizan
  //   2: The question type "stack" cannot be held in Mizan
  //   3: The question type "stack" cannot be held in Mizan
  //   4: The question type "stack" cannot be held in Mizan
  //   5: The question type "stack" cannot be held in Mizan
  //   6: The question type "stack" cannot be held in Mizan
  //   7: The question type "stack" cannot be held in Mizan
  //   8: The question type "stack" cannot be held in Mizan
  //   9: The question type "stack" cannot be held in Mizan
  //   10: The question type "stack" cannot be held in Mizan
  //   11: The question type "stack" cannot be held in Mizan
  //   12: The question type "stack" cannot be held in Mizan
  //   13: The question type "stack" cannot be held in Mizan
  //   14: The question type "stack" cannot be held in Mizan
  //   15: The question type "stack" cannot be held in Mizan
  //   16: The question type "stack" cannot be held in Mizan
  //   17: The question type "stack" cannot be held in Mizan
  //   18: The question type "stack" cannot be held in Mizan
  'moodle-xml/sample_questions_with_old_image_tag.xml': [2, 2],
  'moodle-xml/sample_questions_wrong.xml':
    "The XML is not well-formed (line 18): Expected closing tag 'questiontext' (opened in line 15, col 5) instead of closing tag 'generalfeedback'.",
  'moodle-xml/test.xml': [23, 16],
  //   6: A multiple-choice question has exactly one correct answer
  //   7: A multiple-choice question has exactly one correct answer
  //   8: A multiple-choice question has exactly one correct answer
  //   16: The question text is empty
  //   19: The question type "order" cannot be held in Mizan
  //   21: A description with no answer, not a question
  //   22: The question type "none" cannot be held in Mizan
  'moodle-xml/testexport.moodle.xml': [1, 0],
  //   0: The question type "ordering" cannot be held in Mizan
  'moodle-xml/testimport.moodle.xml': [1, 0],
  //   0: The question type "ordering" cannot be held in Mizan
  'moodle-xml/testimportlong.moodle.xml': [1, 0],
  //   0: The question type "ordering" cannot be held in Mizan
  'moodle-xml/testoldquestion.moodle.xml': [1, 0],
  //   0: The question type "ordering" cannot be held in Mizan
  'moodle-xml/truefalse.xml': [2, 2],
  'gift/TFTwoFeedback.gift': [3, 3],
  'gift/category1.gift': 'The file holds no questions',
  'gift/categorySpecialCharacter.gift': 'The file holds no questions',
  'gift/description1.gift': [2, 1],
  //   0: A description with no answer, not a question
  'gift/descriptionTitleEscapedColon.gift': [2, 1],
  //   0: A description with no answer, not a question
  'gift/descriptionWithID.gift': [2, 1],
  //   0: A description with no answer, not a question
  'gift/escapeAll.gift': [1, 1],
  'gift/escapeColon.gift': [1, 0],
  //   0: A multiple-choice question has exactly one correct answer
  'gift/escapeEquals.gift': [1, 1],
  'gift/essay1.gift': [1, 1],
  'gift/examples.txt': [43, 43],
  'gift/formatExamples.gift': [1, 1],
  'gift/giftFormatPhpExamples.gift': [10, 10],
  'gift/markdown.gift': [4, 0],
  //   0: A description with no answer, not a question
  //   1: A description with no answer, not a question
  //   2: A description with no answer, not a question
  //   3: A description with no answer, not a question
  'gift/matching1.gift': [2, 2],
  'gift/mc1.gift': [1, 1],
  'gift/mc2.gift': [1, 1],
  'gift/mc4.gift': [1, 1],
  'gift/mc5.gift': [4, 4],
  'gift/mcHTMLComment.gift': [1, 1],
  'gift/multiLineFeedback1.gift': [2, 2],
  'gift/multipleAnswersFloat.gift': [1, 1],
  'gift/newlineAndLaTeX.gift': [1, 1],
  'gift/numerical1.gift': [10, 10],
  'gift/options1.gift': [14, 14],
  'gift/questions.gift.txt': [9, 9],
  'gift/questions_encoding_windows-1252.gift.txt': [3, 3],
  'gift/questions_in_category.gift.txt': [4, 4],
  'gift/shortAnswer1.gift': [2, 2],
  'gift/shortAnswer2.gift': [2, 1],
  //   1: A blank has no accepted answer
  'gift/shortAnswerNotMatching.gift': [2, 1],
  //   1: A matching pair has no answer
  'gift/shortFirstEmbedded.gift': [2, 2],
  'gift/shortFirstEmbeddedUnderline.gift': [2, 2],
  'gift/shortFirstEmbeddedUnderlineHTML.gift': [2, 2],
  'gift/symbolsAll.gift': [1, 1],
  'gift/tag_id.gift': [1, 1],
  'gift/tag_id_and_two_tags.gift': [1, 1],
  'gift/tag_two_tags.gift': [1, 1],
  'gift/testexport.gift.txt': [1, 0],
  //   0: A blank has no accepted answer
  'gift/testimport.gift.txt': [1, 0],
  //   0: A blank has no accepted answer
  'gift/tf1.gift': [1, 1],
  'gift/tf1_html.gift': [1, 1],
  'gift/tf1_markdown.gift': [1, 1],
  'gift/tf2.gift': [2, 2],
  'gift/totara_moodle_backslash.gift': [1, 1],
  'gift/totara_moodle_essay.gift': [1, 1],
  'gift/totara_moodle_match.gift': [1, 1],
  'gift/totara_moodle_multichoice.gift': [1, 1],
  'gift/totara_moodle_multichoice_multi.gift': [1, 1],
  'gift/totara_moodle_numerical.gift': [1, 1],
  'gift/totara_moodle_pre_content.gift': [1, 1],
  'gift/totara_moodle_shortanswer.gift': [1, 1],
  'gift/totara_moodle_shortanswer_general_feedback.gift': [1, 1],
  'gift/totara_moodle_truefalse.gift': [1, 1],
  'gift/totara_moodle_truefalse_true_answer1.gift': [1, 1],
  'gift/totara_moodle_truefalse_true_answer2.gift': [1, 1],
  'gift/type_inferred_multiline_markdown.gift': [1, 1],
  'aiken/aiken.txt': [13, 4],
  //   3: No correct answer is given; The question needs at least two options
  //   4: No correct answer is given; The question needs at least two options
  //   5: No correct answer is given; The question needs at least two options
  //   6: No correct answer is given; The question needs at least two options
  //   7: No correct answer is given; The question needs at least two options
  //   8: The question needs at least two options; No correct answer is given
  //   9: No correct answer is given; The question needs at least two options
  //   10: No correct answer is given; The question needs at least two options
  //   11: No correct answer is given; The question needs at least two options
  'aiken/aiken_errors.txt': [6, 3],
  //   0: The question needs at least two options
  //   1: No correct answer is given; The question needs at least two options
  //   3: The correct-answer line is missing
  'aiken/questions.aiken.txt': [2, 2],
  'qti/associate.xml': [1, 0],
  //   0: The interaction "associateInteraction" is not supported
  'qti/choice.xml': [1, 1],
  'qti/choice_fixed.xml': [1, 1],
  'qti/choice_multiple.xml': [1, 1],
  'qti/choice_multiple_rtl.xml': [1, 1],
  'qti/cito-assessment.xml':
    'The file is a test that points at items in other files; upload the whole zip package',
  'qti/cito-choice.xml': [1, 1],
  'qti/cito-choice_multiple.xml': [1, 1],
  'qti/cito-extended_text.xml': [1, 1],
  'qti/cito-gap_match.xml': [1, 0],
  //   0: The interaction "gapMatchInteraction" is not supported
  'qti/cito-hotspot.xml': [1, 0],
  //   0: The interaction "hotspotInteraction" is not supported
  'qti/cito-imsmanifest.xml':
    'The file is a test that points at items in other files; upload the whole zip package',
  'qti/cito-inline_choice.xml': [1, 0],
  //   0: The interaction "inlineChoiceInteraction" is not supported
  'qti/cito-match.xml': [1, 1],
  'qti/cito-math.xml': [1, 1],
  'qti/cito-order.xml': [1, 0],
  //   0: The interaction "orderInteraction" is not supported
  'qti/cito-text_entry.xml': [1, 1],
  'qti/extended_text.xml': [1, 1],
  'qti/feedbackInline.xml': [1, 1],
  'qti/gap_match.xml': [1, 0],
  //   0: The interaction "gapMatchInteraction" is not supported
  'qti/hotspot.xml': [1, 0],
  //   0: The interaction "hotspotInteraction" is not supported
  'qti/hottext.xml': [1, 0],
  //   0: The interaction "hottextInteraction" is not supported
  'qti/inline_choice.xml': [1, 0],
  //   0: The interaction "inlineChoiceInteraction" is not supported
  'qti/likert.xml': [1, 0],
  //   0: No correct answer is given
  'qti/match.xml': [1, 1],
  'qti/math.xml': [1, 1],
  'qti/modalFeedback.xml': [1, 1],
  'qti/order.xml': [1, 0],
  //   0: The interaction "orderInteraction" is not supported
  'qti/order_rtl.xml': [1, 0],
  //   0: The interaction "orderInteraction" is not supported
  'qti/sample_blackboard_qti.dat': 'This QTI dialect (QTI 1.2) is not supported; QTI 2.1, 2.2 and 3.0 are',
  'qti/template.xml': [1, 0],
  //   0: A blank has no accepted answer
  'qti/text_entry.xml': [1, 1],
};

const results = new Map<string, ParseResult | string>();
async function run(file: string): Promise<ParseResult | string> {
  const [dir] = file.split('/');
  try {
    return await parseFile(KIND[dir], readFileSync(path.join(ROOT, file)));
  } catch (error) {
    if (error instanceof UnreadableFile) return error.reason.en;
    throw error;
  }
}

const files = present
  ? Object.keys(KIND).flatMap((dir) =>
      readdirSync(path.join(ROOT, dir))
        .sort()
        .map((f) => `${dir}/${f}`),
    )
  : [];

(present ? describe : describe.skip)('165.2.1. import: fixtures of other projects', () => {
  test('every fixture has an expectation here', () => {
    expect(files.length).toBe(138 - 1); // SOURCES.md is not a fixture
  });

  test.each(files)('%s comes in or is refused with a reason', async (file) => {
    const result = await run(file);
    results.set(file, result);
    const expected = EXPECTED[file];
    if (typeof expected === 'string') expect(result).toBe(expected);
    else {
      expect(typeof result).toBe('object');
      const r = result as ParseResult;
      expect([r.questions.length, r.questions.filter((q) => q.valid).length]).toEqual(expected);
      // Nothing is dropped silently: every refused question carries its reason.
      for (const q of r.questions) expect(q.valid || q.reasons.length > 0).toBe(true);
    }
  });

  afterAll(() => writeTable(results));
});

/** Rich text of one paragraph as its inner HTML. */
const strip = (html: string) => html.replace(/^<p>|<\/p>$/g, '');
const parsed = async (file: string) => (await run(file)) as ParseResult;
const contentOf = async (file: string, index: number) => (await parsed(file)).questions[index].content;

(present ? describe : describe.skip)('165.2.1. import: fixture contents checked against the files', () => {
  test('Moodle multichoice: options, the one correct answer, images from base64 <file> elements, audio left out', async () => {
    const r = await parsed('moodle-xml/multichoice.xml');
    const c = r.questions[0].content;
    expect(c?.body.type).toBe('3.2.');
    if (c?.body.type !== '3.2.') return;
    expect(c.body.options).toHaveLength(4);
    expect(c.body.options.filter((o) => o.correct)).toHaveLength(1);
    expect(r.images.length).toBe(4);
    expect(r.images.every((i) => i.mime === 'image/jpeg')).toBe(true);
    expect(r.questions[0].warnings.map((w) => w.en).join(' ')).toContain('not an image');
  });

  test('Moodle truefalse keeps its answer, images and general feedback', async () => {
    const r = await parsed('moodle-xml/truefalse.xml');
    const c = r.questions[0].content;
    expect(c?.body).toEqual({ type: '3.4.', correct: false });
    expect(r.questions[1].content?.body).toEqual({ type: '3.4.', correct: true });
    expect(c?.stem).toContain('import-image:');
    expect(r.questions[0].text).toContain('Moodle is an acronym');
  });

  test("Moodle categories become the questions' categories", async () => {
    const r = await parsed('moodle-xml/nested_categories_with_questions.xml');
    expect(r.questions.map((q) => q.category)).toEqual([
      'Iota',
      'Iota / Kappa',
      'Iota / Kappa',
      'Iota / Kappa / Lambda',
      'Iota / Mu',
    ]);
  });

  test('Moodle matching: premises with their answers, the empty premise a distractor', async () => {
    const c = await contentOf('moodle-xml/qtype_match-testquestion.moodle.xml', 0);
    expect(c?.body.type).toBe('3.6.');
    if (c?.body.type !== '3.6.') return;
    expect(c.body.pairs.map((p) => [strip(p.premise), strip(p.answer)])).toEqual([
      ['frog', 'amphibian'],
      ['cat', 'mammal'],
      ['newt', 'amphibian'],
    ]);
    expect(c.body.distractors.map((d) => strip(d.text))).toEqual(['insect']);
  });

  test('Moodle short answer: full-credit answers only, case option kept; numerical: the number', async () => {
    const sa = await contentOf('moodle-xml/qtype_shortanswer-testquestion.moodle.xml', 0);
    expect(sa?.body.type === '3.7.' && sa.body.blanks[0].answers).toEqual(['frog']);
    const num = await contentOf('moodle-xml/qtype_numerical-testquestion.moodle.xml', 0);
    expect(num?.body.type === '3.7.' && num.body.blanks[0].answers).toEqual(['6.25']);
  });

  test('Moodle cloze with a choice menu becomes fill in the blanks with distractors', async () => {
    const r = await parsed('moodle-xml/multianswer.xml');
    const c = r.questions[0].content;
    expect(r.questions[0].valid).toBe(true);
    expect(c?.questionType).toBe('3.5.');
    expect(r.images).toHaveLength(3);
  });

  test('Moodle invalid grade 33% is refused as Moodle refuses it', async () => {
    const r = await parsed('moodle-xml/error_invalid_grades.xml');
    expect(r.questions[0].reasons.map((x) => x.en)).toContain('Invalid grade: 33%');
  });

  test('GIFT windows-1252 file is read as such', async () => {
    const r = await parsed('gift/questions_encoding_windows-1252.gift.txt');
    expect(r.questions.length).toBe(3);
    expect(JSON.stringify(r.questions)).not.toContain('\ufffd');
  });

  test('GIFT missing word with a menu, matching, numerical and escapes', async () => {
    const r = await parsed('gift/examples.txt');
    const missing = r.questions[1].content;
    expect(
      missing?.body.type === '3.7.' && [missing.body.blanks[0].answers, missing.body.distractors],
    ).toEqual([['entombed'], ['buried', 'living']]);
    const match = r.questions[14].content;
    expect(match?.body.type === '3.6.' && match.body.pairs.map((p) => strip(p.answer))).toEqual([
      'Ottawa',
      'Rome',
      'Tokyo',
      'New Delhi',
    ]);
    const escaped = (await parsed('gift/escapeEquals.gift')).questions[0].content;
    expect(escaped?.body.type === '3.2.' && escaped.body.options.map((o) => strip(o.text))).toEqual([
      '= 2 + 2',
      '= 2 + 3',
      '= 2 + 4',
    ]);
  });

  test("Aiken: Moodle's error file gives its three good questions, the broken ones with reasons", async () => {
    const r = await parsed('aiken/aiken_errors.txt');
    expect(r.questions.filter((q) => q.valid).map((q) => q.text)).toEqual([
      'A good question',
      'A second good question',
      'A third good question with HTML chars such as > < &',
    ]);
    const c = r.questions[5].content;
    expect(c?.body.type === '3.2.' && c.body.options[0].text).toBe('<p>Correct (&lt; &gt; &amp;)</p>');
  });

  test('QTI: choice, match, text entry and right-to-left items', async () => {
    const match = await contentOf('qti/match.xml', 0);
    expect(
      match?.body.type === '3.6.' && match.body.pairs.map((p) => `${strip(p.premise)}=${strip(p.answer)}`),
    ).toEqual([
      'Capulet=Romeo and Juliet',
      "Demetrius=A Midsummer-Night's Dream",
      "Lysander=A Midsummer-Night's Dream",
      'Prospero=The Tempest',
    ]);
    const entry = await contentOf('qti/text_entry.xml', 0);
    expect(entry?.body.type === '3.7.' && entry.body.blanks[0].answers).toEqual(['York']);
    const rtl = await parsed('qti/choice_multiple_rtl.xml');
    expect(rtl.questions[0].questionType).toBe('3.3.');
  });
});

/** The closing note's table (fixture -> questions in, refused with reasons), written where MIZAN_FIXTURES_TABLE says. */
function writeTable(all: Map<string, ParseResult | string>) {
  const out = process.env.MIZAN_FIXTURES_TABLE;
  if (!out || all.size < files.length) return;
  const rows = [...all].map(([file, r]) => {
    if (typeof r === 'string') return `| ${file} | 0 | whole file refused | ${r} |`;
    const refused = r.questions.filter((q) => !q.valid);
    const why = [...new Set(refused.map((q) => q.reasons[0]?.en ?? ''))].join('; ');
    return `| ${file} | ${r.questions.length - refused.length} of ${r.questions.length} | ${refused.length} | ${why.replace(/\|/g, '/')} |`;
  });
  writeFileSync(
    out,
    `# Question import: the shared fixtures\n\nGenerated by apps/api/src/question-import/formats/fixtures.spec.ts.\n\n| fixture | questions in | refused | reasons |\n|---|---|---|---|\n${rows.join('\n')}\n`,
  );
}
