import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { IMPORT_KINDS, type ImportKind } from '@mizan/domain/question-import';
import { type QuestionContent, sampleContent } from '@mizan/domain/questions';
import { type ExportItem, writeMoodleXml, writeQtiPackage } from './formats/export.js';
import { MIZAN_JSON_FORMAT } from './formats/mizan-json.js';
import { writeQmansXml } from './formats/qmans-xml.js';

/** An Arabic multiple-choice question, so every template shows right-to-left text too. */
const arabicMcq = (): QuestionContent => ({
  ...sampleContent('3.2.'),
  language: '4.1.',
  stem: '<p dir="rtl">ما عاصمة مصر؟</p>',
  body: {
    type: '3.2.',
    options: [
      { id: 'a1', text: 'القاهرة', correct: true },
      { id: 'a2', text: 'الإسكندرية', correct: false },
      { id: 'a3', text: 'أسوان', correct: false },
    ],
  },
});

const TYPES: QuestionTypeCode[] = ['3.1.', '3.2.', '3.3.', '3.4.', '3.5.', '3.6.', '3.7.'];
const samples = (types: QuestionTypeCode[]): ExportItem[] =>
  [...types.map((t) => sampleContent(t)), arabicMcq()].map((content, i) => ({
    questionId: i + 1,
    content: { ...content, subjectId: null, ilos: [] },
    category: 'Sample subject',
    images: new Map(),
  }));

const WORD_TXT = `------------------------------
What is 2 + 2?
A: 3
B: 4
C: 5
Answer: B
------------------------------
Which of these are prime numbers?
A: 2
B: 3
C: 4
D: 9
Answer: A, B
------------------------------
ما عاصمة مصر؟
أ: القاهرة
ب: الإسكندرية
ج: أسوان
الإجابة: أ
------------------------------
The sun rises in the east.
Answer: True
`;

const GIFT = `// Mizan GIFT template: one question per block, a blank line between questions.
$CATEGORY: Sample subject

::Q1:: What is 2 + 2? {~3 =4 ~5}

::Q2:: Which of these are prime numbers? {~%50%2 ~%50%3 ~%-100%4}

::Q3:: The sun rises in the east. {T}

::Q4:: The capital of France is {=Paris}.

::Q5:: Match the countries with their capitals. {=Egypt -> Cairo =France -> Paris =Japan -> Tokyo}

::Q6:: ما عاصمة مصر؟ {=القاهرة ~الإسكندرية ~أسوان}

::Q7:: Describe the water cycle. {}
`;

const AIKEN = `What is 2 + 2?
A) 3
B) 4
C) 5
ANSWER: B

Which planet is the largest?
A. Earth
B. Jupiter
C. Mars
ANSWER: B
`;

/** A .docx made of plain paragraphs (the Word layout of FORMATS.md), written without a Word library. */
async function wordTemplate(): Promise<Buffer> {
  const zip = new JSZip();
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = WORD_TXT.trim()
    .split('\n')
    .filter((l) => !l.startsWith('The sun') && l !== 'Answer: True')
    .map((line) => {
      const rtl = /[\u0600-\u06ff]/.test(line);
      return `<w:p>${rtl ? '<w:pPr><w:bidi/></w:pPr>' : ''}<w:r>${rtl ? '<w:rPr><w:rtl/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(line)}</w:t></w:r></w:p>`;
    });
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function workbook(rows: (string | number)[][], rtl = false): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions', { views: [{ rightToLeft: rtl }] });
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The downloadable example file of each import kind (FORMATS.md describes each layout). */
export async function template(kind: ImportKind): Promise<{ data: Buffer; fileName: string; mime: string }> {
  const fileName = IMPORT_KINDS[kind].template;
  const text = (s: string, mime = 'text/plain; charset=utf-8') => ({
    data: Buffer.from(s, 'utf8'),
    fileName,
    mime,
  });
  switch (kind) {
    case '1':
      return text(
        writeMoodleXml(samples(['3.1.', '3.2.', '3.3.', '3.4.', '3.6.', '3.7.'])),
        'application/xml',
      );
    case '2':
      return text(writeQmansXml(samples(TYPES)), 'application/xml');
    case '3':
      return {
        data: await wordTemplate(),
        fileName,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      };
    case '4':
      return {
        data: await workbook([
          ['Question', 'Correct (1-5)', 'Option 1', 'Option 2', 'Option 3', 'Option 4', 'Option 5'],
          ['What is 2 + 2?', '2', '3', '4', '5'],
          ['Which are prime numbers?', '1,2', '2', '3', '4', '9'],
          ['ما عاصمة مصر؟', '1', 'القاهرة', 'الإسكندرية', 'أسوان'],
        ]),
        fileName,
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    case '5':
      return {
        data: await workbook([
          ['Type', 'Question', 'Key', 'Option 1', 'Option 2', 'Option 3', 'Option 4'],
          ['MCQ', 'What is 2 + 2?', '2', '3', '4', '5'],
          ['MMCQ', 'Which are prime numbers?', '1,2', '2', '3', '4'],
          ['TF', 'The sun rises in the east.', 'true'],
          [
            'MATCHING',
            'Match the countries with their capitals.',
            '',
            'Egypt => Cairo',
            'France => Paris',
            'Rome',
          ],
          ['BLANKS', 'The capital of France is [[1]] and of Italy [[2]].', 'Paris; Rome|Roma', 'Berlin'],
          ['MCQ', 'ما عاصمة مصر؟', '1', 'القاهرة', 'الإسكندرية', 'أسوان'],
        ]),
        fileName,
        mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    case '6':
      return text(
        `${JSON.stringify(
          {
            format: MIZAN_JSON_FORMAT,
            version: 1,
            questions: samples(TYPES).map((s) => ({ category: s.category, question: s.content })),
          },
          null,
          2,
        )}\n`,
        'application/json',
      );
    case 'gift':
      return text(GIFT);
    case 'aiken':
      return text(AIKEN);
    case 'qti':
      return {
        data: await writeQtiPackage(samples(['3.1.', '3.2.', '3.3.', '3.4.', '3.6.', '3.7.'])),
        fileName,
        mime: 'application/zip',
      };
  }
}

export const WORD_TXT_TEMPLATE = WORD_TXT;
