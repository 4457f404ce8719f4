import type JSZip from 'jszip';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { Blank, ChoiceOption, MatchingDistractor, MatchingPair } from '@mizan/domain/questions';
import { cleanHtml, htmlToText, asBlock } from './html.js';
import { ImageBag, mimeOfName, rewriteImages } from './images.js';
import {
  draft,
  numbered,
  type ParsedQuestion,
  type ParseResult,
  partId,
  refused,
  UnreadableFile,
} from './parsed.js';
import { decodeText } from './text.js';
import { findAll, kid, kids, parseXml, rootOf, textOf, toHtml, type XNode } from './xml.js';
import { isZip, openZip } from './zip.js';

const SUPPORTED = new Set([
  'choiceInteraction',
  'textEntryInteraction',
  'matchInteraction',
  'extendedTextInteraction',
]);
const isInteraction = (n: XNode) => n.name.endsWith('Interaction');

/** QTI 3 spells elements and attributes in kebab case with a qti- prefix; QTI 2 in camel case. */
function normalise(n: XNode): XNode {
  const camel = (s: string) => s.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const qti3 = n.name.startsWith('qti-');
  return {
    name: qti3 ? camel(n.name.slice(4)) : n.name,
    attrs: qti3 ? Object.fromEntries(Object.entries(n.attrs).map(([k, v]) => [camel(k), v])) : n.attrs,
    children: n.children.map((c) => (typeof c === 'string' ? c : normalise(c))),
  };
}

/** Reads package files (images) for an item: path relative to the item's own folder. */
type FileReader = (path: string) => Promise<Uint8Array | undefined>;

/**
 * QTI (beyond the SPEC): one assessmentItem XML, or an IMS content package (.zip with
 * imsmanifest.xml) of them. QTI 2.1 and 2.2 items, and QTI 3.0's kebab-case spelling, are read;
 * choice, text-entry, match and extended-text interactions come in, other interactions are listed
 * with the reason. QTI 1.2 (questestinterop) and bare tests or manifests are refused as files.
 */
export async function parseQti(data: Uint8Array): Promise<ParseResult> {
  const bag = new ImageBag();
  if (isZip(data)) return parsePackage(await openZip(data), bag);
  const item = readXml(data);
  return {
    questions: numbered([await readItem(item, bag, async () => undefined)]),
    warnings: [],
    images: bag.images,
  };
}

function readXml(data: Uint8Array): XNode {
  const root = rootOf(parseXml(decodeText(data)));
  if (!root) throw new UnreadableFile(M.noQuestions);
  const node = normalise(root);
  if (node.name === 'questestinterop') throw new UnreadableFile(fill(M.qtiVersion, { version: 'QTI 1.2' }));
  if (node.name === 'assessmentTest' || node.name === 'manifest') throw new UnreadableFile(M.qtiTestOnly);
  if (node.name !== 'assessmentItem') throw new UnreadableFile(fill(M.qtiVersion, { version: node.name }));
  return node;
}

async function parsePackage(zip: JSZip, bag: ImageBag): Promise<ParseResult> {
  const manifestFile = zip.file('imsmanifest.xml');
  if (!manifestFile) throw new UnreadableFile(fill(M.qtiMissingItem, { href: 'imsmanifest.xml' }));
  const manifest = rootOf(parseXml(decodeText(await manifestFile.async('uint8array'))));
  const resources = findAll(manifest, (n) => n.name === 'resource');
  const hrefs = resources
    .filter((r) => /item/i.test(r.attrs.type ?? '') && r.attrs.href)
    .map((r) => joinPath(r.attrs['xml:base'] ?? r.attrs.base ?? '', r.attrs.href));
  if (!hrefs.length) throw new UnreadableFile(M.noQuestions);
  const out: ParsedQuestion[] = [];
  const warnings: Bilingual[] = [];
  for (const href of hrefs) {
    const file = zip.file(href);
    if (!file) {
      warnings.push(fill(M.qtiMissingItem, { href }));
      continue;
    }
    const folder = href.includes('/') ? href.slice(0, href.lastIndexOf('/') + 1) : '';
    try {
      const item = readXml(await file.async('uint8array'));
      out.push(await readItem(item, bag, async (p) => zip.file(joinPath(folder, p))?.async('uint8array')));
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      out.push(refused(href, error.reason, { sourceType: 'assessmentItem' }));
    }
  }
  return { questions: numbered(out), warnings, images: bag.images };
}

const joinPath = (base: string, href: string) => {
  const parts = `${base}${base && !base.endsWith('/') ? '/' : ''}${href}`.split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
};

async function readItem(item: XNode, bag: ImageBag, read: FileReader): Promise<ParsedQuestion> {
  const body = kid(item, 'itemBody');
  const warnings: Bilingual[] = [];
  const interactions = body ? findAll(body, isInteraction) : [];
  const title = item.attrs.title ?? item.attrs.identifier ?? '';
  const plain =
    htmlToText(body ? toHtml(body.children, (n) => (isInteraction(n) ? ' ' : undefined)) : '') || title;
  if (!interactions.length) return refused(plain, M.descriptionOnly, { sourceType: 'assessmentItem' });
  const other = interactions.find((i) => !SUPPORTED.has(i.name));
  if (other) return refused(plain, fill(M.qtiInteraction, { type: other.name }), { sourceType: other.name });
  const kinds = new Set(interactions.map((i) => i.name));
  const kind = interactions[0].name;
  if (kinds.size > 1 || (kind !== 'textEntryInteraction' && interactions.length > 1))
    return refused(plain, M.qtiSeveralInteractions, { sourceType: [...kinds].join(', ') });

  const declarations = new Map(kids(item, 'responseDeclaration').map((d) => [d.attrs.identifier, d]));
  const declOf = (i: XNode) => declarations.get(i.attrs.responseIdentifier);
  const images = await itemImages(body as XNode, read);
  const html = async (children: XNode['children'], special?: (n: XNode) => string | undefined) =>
    cleanHtml(
      rewriteImages(
        toHtml(children, special).replace(/\s+/g, ' '),
        (src) => images.get(src) && bag.add(src, images.get(src) as string, warnings),
        warnings,
      ),
    );
  const feedback = await html(kids(item, 'modalFeedback').flatMap((f) => f.children));
  const extras = { sourceType: kind, warnings, feedback, language: langOf(item) };
  const promptOf = (i: XNode) => kid(i, 'prompt')?.children ?? [];
  // The stem: the item body with the interaction taken out and its prompt put in its place.
  const stemAround = (i: XNode) =>
    html(body?.children ?? [], (n) => (n === i ? toHtml(promptOf(i)) : undefined));

  switch (kind) {
    case 'choiceInteraction': {
      const i = interactions[0];
      const decl = declOf(i);
      const correct = correctValues(decl);
      const multiple = decl?.attrs.cardinality === 'multiple' || Number(i.attrs.maxChoices ?? 1) !== 1;
      const ids = kids(i, 'simpleChoice').map((c) => c.attrs.identifier);
      // Mizan's own export writes true/false as a choice between the identifiers 'true' and 'false'.
      if (!multiple && ids.length === 2 && ids.includes('true') && ids.includes('false'))
        return draft(
          await stemAround(i),
          { type: '3.4.', correct: correct.has('true') },
          { ...extras, sourceType: 'choiceInteraction' },
        );
      const options: ChoiceOption[] = [];
      for (const c of kids(i, 'simpleChoice'))
        options.push({
          id: partId(),
          text: asBlock(await html(c.children)),
          correct: correct.has(c.attrs.identifier),
        });
      return draft(await stemAround(i), { type: multiple ? '3.3.' : '3.2.', options }, extras);
    }
    case 'textEntryInteraction': {
      const blanks: Blank[] = [];
      let caseSensitive = false;
      const stem = await html(body?.children ?? [], (n) => {
        if (n.name !== 'textEntryInteraction') return undefined;
        const decl = declOf(n);
        const entries = kids(kid(decl, 'mapping'), 'mapEntry');
        const best = Math.max(0, ...entries.map((e) => Number(e.attrs.mappedValue ?? 0)));
        const answers = new Set(correctValues(decl));
        for (const e of entries)
          if (Number(e.attrs.mappedValue ?? 0) === best && best > 0) answers.add(e.attrs.mapKey);
        if (entries.some((e) => Number(e.attrs.mappedValue ?? 0) > 0 && Number(e.attrs.mappedValue) < best))
          warnings.push(M.partialCredit);
        caseSensitive ||= entries.some((e) => e.attrs.caseSensitive !== 'false');
        const id = partId();
        blanks.push({ id, answers: [...answers].filter(Boolean), degree: 1 });
        return `<span data-blank="${id}"></span>`;
      });
      return draft(stem, { type: '3.7.', blanks, caseSensitive, distractors: [] }, extras);
    }
    case 'matchInteraction': {
      const i = interactions[0];
      const [left, right] = kids(i, 'simpleMatchSet').map((s) => kids(s, 'simpleAssociableChoice'));
      const rightText = new Map<string, string>();
      for (const r of right ?? []) rightText.set(r.attrs.identifier, asBlock(await html(r.children)));
      const pairs: MatchingPair[] = [];
      const used = new Set<string>();
      const correct = [...correctValues(declOf(i))].map((v) => v.trim().split(/\s+/));
      for (const l of left ?? []) {
        const premise = asBlock(await html(l.children));
        for (const [, to] of correct.filter(([from]) => from === l.attrs.identifier)) {
          used.add(to);
          pairs.push({ id: partId(), premise, answer: rightText.get(to) ?? '' });
        }
      }
      const distractors: MatchingDistractor[] = [...rightText]
        .filter(([id]) => !used.has(id))
        .map(([, text]) => ({ id: partId(), text }));
      return draft(await stemAround(i), { type: '3.6.', pairs, distractors }, extras);
    }
    default: {
      const i = interactions[0];
      return draft(
        await stemAround(i),
        {
          type: '3.1.',
          rubrics: [],
          answerLines: Number(i.attrs.expectedLines) || 15,
          answerWordsMax: null,
          modelAnswer: '',
        },
        extras,
      );
    }
  }
}

const correctValues = (decl: XNode | undefined) =>
  new Set(kids(kid(decl, 'correctResponse'), 'value').map((v) => textOf(v).trim()));

const langOf = (item: XNode) => {
  const lang = item.attrs.lang ?? item.attrs['xml:lang'] ?? '';
  return lang.startsWith('ar') ? ('4.1.' as const) : undefined;
};

/** The images an item body refers to that the package holds, as base64 by their src. */
async function itemImages(body: XNode, read: FileReader): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const img of findAll(body, (n) => n.name === 'img' || n.name === 'object')) {
    const src = img.attrs.src ?? img.attrs.data;
    if (!src || /^(https?|data):/i.test(src) || !mimeOfName(src)) continue;
    const bytes = await read(src);
    if (bytes) found.set(src, Buffer.from(bytes).toString('base64'));
  }
  return found;
}
