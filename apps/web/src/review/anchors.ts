import { type CommentAnchor, REVIEW_LIMITS } from '@mizan/domain/review';
import type { Node as PMNode } from '@tiptap/pm/model';
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition } from '@tiptap/y-tiptap';
import * as Y from 'yjs';

/**
 * Comments anchored to a range of a rich part (API.md 'Comments': `anchor {field, start, end,
 * quote}`). The range is kept as two Yjs relative positions into the part's Y.XmlFragment, so it
 * follows the text as anyone edits it; positions on the screen are the editor's (ProseMirror)
 * positions, converted through the Yjs binding's mapping (y-tiptap, as the carets do).
 */

/** The Yjs binding's map from Yjs types to the editor's nodes (ySyncPluginKey state `binding.mapping`). */
export type AnchorMapping = Parameters<typeof absolutePositionToRelativePosition>[2];

/** A part bound to an editor: its fragment, the editor's document and the binding's mapping. */
export interface BoundPart {
  /** The part's name in the document (collabField), e.g. 'stem'. */
  field: string;
  fragment: Y.XmlFragment;
  mapping: AnchorMapping;
  /** The editor's document that the mapping maps to. */
  doc: PMNode;
}

/** An editor range: from < to, ProseMirror positions. */
export interface AnchorRange {
  from: number;
  to: number;
}

export const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

export const fromBase64 = (text: string): Uint8Array | null => {
  try {
    const s = atob(text);
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

function decodePosition(text: string): Y.RelativePosition | null {
  const bytes = fromBase64(text);
  if (!bytes) return null;
  try {
    return Y.decodeRelativePosition(bytes);
  } catch {
    return null;
  }
}

/** Whether a type is the part itself or inside it, and neither it nor a parent is deleted. */
function inPart(type: Y.AbstractType<unknown>, fragment: Y.XmlFragment): boolean {
  let t: Y.AbstractType<unknown> | null = type;
  while (t && t !== fragment) {
    const item: Y.Item | null = t._item;
    if (!item || item.deleted) return false;
    t = item.parent as Y.AbstractType<unknown> | null;
  }
  return t === fragment;
}

/** The text of a range as a comment quotes it: one line, spaces folded, at most quoteMax characters. */
export function quoteOf(doc: PMNode, from: number, to: number): string {
  const text = doc.textBetween(from, to, ' ', ' ').replace(/\s+/g, ' ').trim();
  const max = REVIEW_LIMITS.quoteMax;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The anchor of a selected range, or null when the range holds no text to quote (collapsed, or
 * only an image or a formula).
 */
export function anchorFor(part: BoundPart, range: AnchorRange): CommentAnchor | null {
  const from = Math.max(0, Math.min(range.from, range.to));
  const to = Math.min(part.doc.content.size, Math.max(range.from, range.to));
  const ydoc = part.fragment.doc;
  if (to <= from || !ydoc) return null;
  const quote = quoteOf(part.doc, from, to);
  if (!quote) return null;
  // y-tiptap's positions hold on to the character before them; the start should hold on to the
  // first quoted character instead, so text typed just before the range stays out of it.
  const position = (pos: number, assoc: 0 | -1) => {
    let rel: Y.RelativePosition = absolutePositionToRelativePosition(pos, part.fragment, part.mapping);
    const abs = Y.createAbsolutePositionFromRelativePosition(rel, ydoc);
    if (abs && assoc === 0) rel = Y.createRelativePositionFromTypeIndex(abs.type, abs.index, 0);
    return toBase64(Y.encodeRelativePosition(rel));
  };
  return { field: part.field, start: position(from, 0), end: position(to, -1), quote };
}

/**
 * Where an anchor's range is in the document now, or null when it no longer is: its text was
 * deleted (the range collapsed), its paragraph went, or it names another part or a bad position.
 */
export function resolveAnchor(part: BoundPart, anchor: CommentAnchor): AnchorRange | null {
  if (anchor.field !== part.field) return null;
  const start = decodePosition(anchor.start);
  const end = decodePosition(anchor.end);
  const ydoc = part.fragment.doc;
  if (!start || !end || !ydoc) return null;
  const at = (rel: Y.RelativePosition) => {
    const abs = Y.createAbsolutePositionFromRelativePosition(rel, ydoc);
    if (!abs || !inPart(abs.type, part.fragment)) return null;
    // y-tiptap takes a position holding on to a character at the very start of the part for a
    // misresolved one; the same place as "after the character before it" (or the start) is not.
    const same = Y.createRelativePositionFromTypeIndex(abs.type, abs.index, -1);
    try {
      return relativePositionToAbsolutePosition(ydoc, part.fragment, same, part.mapping);
    } catch {
      return null;
    }
  };
  const from = at(start);
  const to = at(end);
  if (from === null || to === null) return null;
  const size = part.doc.content.size;
  if (from < 0 || to > size || to <= from) return null;
  // Only deleted text between them (or only a formula or an image left): nothing to point at.
  if (!part.doc.textBetween(from, to, ' ', ' ').trim()) return null;
  return { from, to };
}
