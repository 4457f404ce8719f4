import JSZip from 'jszip';
import type { QuestionTypeCode } from '@mizan/domain/codes';
import { EXPORT_FORMATS, type ExportFormat } from '@mizan/domain/question-import';
import type { QuestionBody } from '@mizan/domain/questions';
import { escapeHtml, htmlToText } from './html.js';
import { attr, cdata, embedImages, type ExportItem, fileElements, writeQmansXml } from './qmans-xml.js';

export type { ExportItem } from './qmans-xml.js';

/** The questions a format can carry, and those it cannot (reported, not written). */
export function exportable(format: ExportFormat, items: ExportItem[]) {
  const types: readonly QuestionTypeCode[] = EXPORT_FORMATS[format].types;
  return {
    written: items.filter((i) => types.includes(i.content.questionType)),
    skipped: items.filter((i) => !types.includes(i.content.questionType)),
  };
}

export async function writeExport(format: ExportFormat, items: ExportItem[]): Promise<Buffer> {
  if (format === 'qti') return writeQtiPackage(items);
  return Buffer.from(format === 'moodle-xml' ? writeMoodleXml(items) : writeQmansXml(items), 'utf8');
}

// ---- Moodle XML ----

const BLANK = /<span data-blank="([^"]+)"><\/span>/g;
const escapeCloze = (s: string) => s.replace(/([~#}{=%:\\/"])/g, '\\$1');
/** Fractions Moodle accepts: 100 split evenly among n answers, written as Moodle writes them. */
const share = (n: number) => Number((100 / n).toFixed(5));

/**
 * Moodle XML of questions: essay, multichoice (single or multiple), truefalse, matching, and fill
 * in the blanks as cloze (SHORTANSWER, or MULTICHOICE when there are distractors). Subjects are
 * written as categories. Case studies have no Moodle equivalent and are skipped (exportable()).
 */
export function writeMoodleXml(items: ExportItem[]): string {
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n';
  let category: string | null = null;
  for (const item of items) {
    if (item.category && item.category !== category) {
      category = item.category;
      xml += `  <question type="category">\n    <category><text>$course$/top/${escapeHtml(category.replace(/\//g, '//'))}</text></category>\n  </question>\n`;
    }
    const c = item.content;
    const files = new Map<string, string>();
    const text = (tag: string, html: string, extra = '') =>
      `    <${tag} format="html"${extra}>\n      <text>${cdata(embedImages(html, item, files))}</text>\n${fileElements(files, '      ')}    </${tag}>\n`;
    const body = c.body;
    const type = moodleType(body);
    xml += `  <question type="${type}">\n    <name><text>${escapeHtml(htmlToText(c.stem).slice(0, 100) || `Question ${item.questionId}`)}</text></name>\n`;
    let stem = c.stem;
    if (body.type === '3.7.') {
      const byId = new Map(body.blanks.map((b, i) => [b.id, { b, n: i + 1 }]));
      stem = stem.replace(BLANK, (m, id: string) => {
        const found = byId.get(id);
        if (!found) return m;
        const right = found.b.answers.map((a) => `=${escapeCloze(a)}`);
        const wrong = body.distractors.map((d) => `%0%${escapeCloze(d)}`);
        const kind = wrong.length ? 'MULTICHOICE' : body.caseSensitive ? 'SHORTANSWER_C' : 'SHORTANSWER';
        return `{${found.b.degree || 1}:${kind}:${[...right, ...wrong].join('~')}}`;
      });
    }
    xml += text('questiontext', stem);
    xml += text('generalfeedback', c.feedback);
    xml += `    <defaultgrade>${c.degree ?? 1}</defaultgrade>\n`;
    xml += moodleBody(body, (tag, html, extra) => text(tag, html, extra));
    xml += '  </question>\n';
  }
  return `${xml}</quiz>\n`;
}

const moodleType = (body: QuestionBody) =>
  ({
    '3.1.': 'essay',
    '3.2.': 'multichoice',
    '3.3.': 'multichoice',
    '3.4.': 'truefalse',
    '3.5.': 'description',
    '3.6.': 'matching',
    '3.7.': 'cloze',
  })[body.type];

function moodleBody(body: QuestionBody, text: (tag: string, html: string, extra?: string) => string): string {
  switch (body.type) {
    case '3.1.':
      return (
        `    <responseformat>editor</responseformat>\n    <responsefieldlines>${body.answerLines}</responsefieldlines>\n` +
        (body.answerWordsMax ? `    <maxwordlimit>${body.answerWordsMax}</maxwordlimit>\n` : '') +
        text('graderinfo', body.modelAnswer)
      );
    case '3.2.':
    case '3.3.': {
      const correct = body.options.filter((o) => o.correct).length;
      return (
        `    <single>${body.type === '3.2.'}</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n` +
        body.options
          .map((o) =>
            text(
              'answer',
              o.text,
              ` fraction="${o.correct ? (body.type === '3.2.' ? 100 : share(correct)) : 0}"`,
            ),
          )
          .join('')
      );
    }
    case '3.4.':
      return `    <answer fraction="${body.correct ? 100 : 0}" format="moodle_auto_format"><text>true</text></answer>\n    <answer fraction="${body.correct ? 0 : 100}" format="moodle_auto_format"><text>false</text></answer>\n`;
    case '3.6.':
      return (
        '    <shuffleanswers>true</shuffleanswers>\n' +
        body.pairs
          .map(
            (p) =>
              `    <subquestion format="html">\n      <text>${cdata(p.premise)}</text>\n      <answer><text>${escapeHtml(htmlToText(p.answer))}</text></answer>\n    </subquestion>\n`,
          )
          .join('') +
        body.distractors
          .map(
            (d) =>
              `    <subquestion format="html">\n      <text></text>\n      <answer><text>${escapeHtml(htmlToText(d.text))}</text></answer>\n    </subquestion>\n`,
          )
          .join('')
      );
    default:
      return '';
  }
}

// ---- QTI 2.1 package ----

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';

/** Sanitised HTML as XHTML (void elements closed), as QTI's itemBody needs. */
const xhtml = (html: string) =>
  html.replace(/<(br|hr|img|col)\b([^>]*?)\/?>/g, '<$1$2/>').replace(/&nbsp;/g, '&#160;');

/**
 * An IMS content package of QTI 2.1 items: choice (MCQ, MMCQ, and true/false with the choice
 * identifiers 'true' and 'false'), text entry (fill in the blanks: one interaction per blank),
 * match, and extended text (essay). Images are files of the package.
 */
export async function writeQtiPackage(items: ExportItem[]): Promise<Buffer> {
  const zip = new JSZip();
  const resources: string[] = [];
  for (const item of items) {
    const id = `q${item.questionId}`;
    const files = new Map<string, string>();
    const rich = (html: string) =>
      xhtml(embedImages(html, item, files).replace(/@@PLUGINFILE@@\//g, 'images/'));
    const itemXml = qtiItem(id, item, rich);
    zip.file(`items/${id}.xml`, itemXml);
    for (const [name, data] of files)
      zip.file(`items/images/${decodeURIComponent(name)}`, data, { base64: true });
    resources.push(
      `    <resource identifier="R_${id}" type="imsqti_item_xmlv2p1" href="items/${id}.xml">\n      <file href="items/${id}.xml"/>\n${[...files.keys()].map((n) => `      <file href="items/images/${attr(decodeURIComponent(n))}"/>\n`).join('')}    </resource>\n`,
    );
  }
  zip.file(
    'imsmanifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="mizan-export">\n  <organizations/>\n  <resources>\n${resources.join('')}  </resources>\n</manifest>\n`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function qtiItem(id: string, item: ExportItem, rich: (html: string) => string): string {
  const c = item.content;
  const body = c.body;
  const lang = c.language === '4.1.' ? 'ar' : 'en';
  let declarations = '';
  let itemBody = '';
  const choice = (ident: string, html: string) =>
    `      <simpleChoice identifier="${ident}">${rich(html)}</simpleChoice>\n`;
  switch (body.type) {
    case '3.2.':
    case '3.3.':
    case '3.4.': {
      const options =
        body.type === '3.4.'
          ? [
              { id: 'true', text: 'True', correct: body.correct },
              { id: 'false', text: 'False', correct: !body.correct },
            ]
          : body.options.map((o, i) => ({ id: `C${i + 1}`, text: o.text, correct: o.correct }));
      const multiple = body.type === '3.3.';
      declarations = `  <responseDeclaration identifier="RESPONSE" cardinality="${multiple ? 'multiple' : 'single'}" baseType="identifier">\n    <correctResponse>${options
        .filter((o) => o.correct)
        .map((o) => `<value>${o.id}</value>`)
        .join('')}</correctResponse>\n  </responseDeclaration>\n`;
      itemBody = `    ${rich(c.stem)}\n    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${multiple ? 0 : 1}">\n${options.map((o) => choice(o.id, o.text)).join('')}    </choiceInteraction>\n`;
      break;
    }
    case '3.7.': {
      const n = new Map(body.blanks.map((b, i) => [b.id, i + 1]));
      declarations = body.blanks
        .map(
          (b, i) =>
            `  <responseDeclaration identifier="RESPONSE_${i + 1}" cardinality="single" baseType="string">\n    <correctResponse><value>${escapeHtml(b.answers[0] ?? '')}</value></correctResponse>\n    <mapping defaultValue="0">${b.answers.map((a) => `<mapEntry mapKey="${attr(a)}" mappedValue="1" caseSensitive="${body.caseSensitive}"/>`).join('')}</mapping>\n  </responseDeclaration>\n`,
        )
        .join('');
      itemBody = `    ${rich(c.stem).replace(BLANK, (m, bid: string) => (n.has(bid) ? `<textEntryInteraction responseIdentifier="RESPONSE_${n.get(bid)}"/>` : m))}\n`;
      break;
    }
    case '3.6.': {
      const answers = [...new Set(body.pairs.map((p) => p.answer))];
      const left = body.pairs.map((p, i) => ({
        id: `L${i + 1}`,
        html: p.premise,
        to: `R${answers.indexOf(p.answer) + 1}`,
      }));
      const right = [
        ...answers.map((a, i) => ({ id: `R${i + 1}`, html: a })),
        ...body.distractors.map((d, i) => ({ id: `D${i + 1}`, html: d.text })),
      ];
      declarations = `  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="directedPair">\n    <correctResponse>${left.map((l) => `<value>${l.id} ${l.to}</value>`).join('')}</correctResponse>\n  </responseDeclaration>\n`;
      itemBody =
        `    ${rich(c.stem)}\n    <matchInteraction responseIdentifier="RESPONSE" shuffle="true" maxAssociations="${left.length}">\n` +
        `      <simpleMatchSet>\n${left.map((l) => `        <simpleAssociableChoice identifier="${l.id}" matchMax="1">${rich(l.html)}</simpleAssociableChoice>\n`).join('')}      </simpleMatchSet>\n` +
        `      <simpleMatchSet>\n${right.map((r) => `        <simpleAssociableChoice identifier="${r.id}" matchMax="${left.length}">${rich(r.html)}</simpleAssociableChoice>\n`).join('')}      </simpleMatchSet>\n    </matchInteraction>\n`;
      break;
    }
    case '3.1.':
      declarations =
        '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>\n';
      itemBody = `    ${rich(c.stem)}\n    <extendedTextInteraction responseIdentifier="RESPONSE" expectedLines="${body.answerLines}"/>\n`;
      break;
    default:
      break;
  }
  const feedback = c.feedback
    ? `  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="GENERAL" showHide="show">${rich(c.feedback)}</modalFeedback>\n`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<assessmentItem xmlns="${QTI_NS}" identifier="${id}" title="${attr(htmlToText(c.stem).slice(0, 100))}" xml:lang="${lang}" adaptive="false" timeDependent="false">\n${declarations}  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>\n  <itemBody>\n${itemBody}  </itemBody>\n${feedback}</assessmentItem>\n`;
}
