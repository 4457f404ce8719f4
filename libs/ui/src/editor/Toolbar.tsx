import type { Editor } from '@tiptap/core';
import { useRef } from 'react';
import { newBlankId } from './extensions';
import { DirIcon, ImageIcon, ListIcon, Separator, TableIcon, Tool } from './icons';
import type { MathEdit } from './MathDialog';
import type { ToolbarState } from './toolbar-state';
import type { RichTextEditorTexts } from './types';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export type Chain = ReturnType<Editor['chain']>;

/** The editor's main toolbar: history, block type, marks, lists, direction, formulas, table, image, blank. */
export function Toolbar({
  texts,
  state,
  run,
  testId,
  compact,
  blanks,
  onMath,
  image,
}: {
  texts: RichTextEditorTexts;
  state: ToolbarState;
  /** Runs a command chain on the focused editor. */
  run: (fn: (c: Chain) => Chain) => void;
  testId: string;
  compact: boolean;
  blanks?: boolean;
  onMath: (edit: MathEdit) => void;
  /** With an upload handler: the image button's state and the picked file's handler. */
  image: { uploading: boolean; pick: (file: File | undefined) => void } | null;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div
      role="toolbar"
      aria-label={texts.toolbar}
      aria-controls={undefined}
      className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1"
      data-testid={`${testId}-toolbar`}
    >
      <Tool label={texts.undo} keys="Mod+Z" disabled={!state.canUndo} onClick={() => run((c) => c.undo())}>
        <span className="inline-block rtl:-scale-x-100">↶</span>
      </Tool>
      <Tool
        label={texts.redo}
        keys="Mod+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => run((c) => c.redo())}
      >
        <span className="inline-block rtl:-scale-x-100">↷</span>
      </Tool>
      <Separator />
      {!compact && (
        <select
          aria-label={texts.blockType}
          value={state.block}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'p') run((c) => c.setParagraph());
            else run((c) => c.setHeading({ level: Number(v.slice(1)) as 2 | 3 | 4 }));
          }}
          className="h-8 rounded-md border border-line bg-panel px-1 text-sm text-ink"
          data-testid={`${testId}-block-type`}
        >
          <option value="p">{texts.paragraph}</option>
          <option value="h2">{texts.heading2}</option>
          <option value="h3">{texts.heading3}</option>
          <option value="h4">{texts.heading4}</option>
        </select>
      )}
      <Tool label={texts.bold} keys="Mod+B" active={state.bold} onClick={() => run((c) => c.toggleBold())}>
        <b>B</b>
      </Tool>
      <Tool
        label={texts.italic}
        keys="Mod+I"
        active={state.italic}
        onClick={() => run((c) => c.toggleItalic())}
      >
        <i className="font-serif">I</i>
      </Tool>
      <Tool
        label={texts.underline}
        keys="Mod+U"
        active={state.underline}
        onClick={() => run((c) => c.toggleUnderline())}
      >
        <u>U</u>
      </Tool>
      <Tool
        label={texts.strike}
        keys="Mod+Shift+S"
        active={state.strike}
        onClick={() => run((c) => c.toggleStrike())}
      >
        <s>S</s>
      </Tool>
      <Tool
        label={texts.subscript}
        keys="Mod+,"
        active={state.subscript}
        onClick={() => run((c) => c.toggleSubscript())}
      >
        <span dir="ltr">
          x<sub>2</sub>
        </span>
      </Tool>
      <Tool
        label={texts.superscript}
        keys="Mod+."
        active={state.superscript}
        onClick={() => run((c) => c.toggleSuperscript())}
      >
        <span dir="ltr">
          x<sup>2</sup>
        </span>
      </Tool>
      {!compact && (
        <Tool label={texts.code} keys="Mod+E" active={state.code} onClick={() => run((c) => c.toggleCode())}>
          <span dir="ltr" className="font-mono text-xs">
            {'</>'}
          </span>
        </Tool>
      )}
      <Separator />
      <Tool
        label={texts.bulletList}
        keys="Mod+Shift+8"
        active={state.bulletList}
        onClick={() => run((c) => c.toggleBulletList())}
      >
        <ListIcon ordered={false} />
      </Tool>
      <Tool
        label={texts.orderedList}
        keys="Mod+Shift+7"
        active={state.orderedList}
        onClick={() => run((c) => c.toggleOrderedList())}
      >
        <ListIcon ordered />
      </Tool>
      {!compact && (
        <Tool
          label={texts.blockquote}
          keys="Mod+Shift+B"
          active={state.blockquote}
          onClick={() => run((c) => c.toggleBlockquote())}
        >
          ❝
        </Tool>
      )}
      <Separator />
      <Tool
        label={texts.dirRtl}
        keys="Mod+Alt+R"
        active={state.dir === 'rtl'}
        onClick={() => run((c) => c.setBlockDirection('rtl'))}
        testId={`${testId}-dir-rtl`}
      >
        <DirIcon dir="rtl" />
      </Tool>
      <Tool
        label={texts.dirLtr}
        keys="Mod+Alt+L"
        active={state.dir === 'ltr'}
        onClick={() => run((c) => c.setBlockDirection('ltr'))}
        testId={`${testId}-dir-ltr`}
      >
        <DirIcon dir="ltr" />
      </Tool>
      <Tool
        label={texts.dirAuto}
        active={state.dir === 'auto'}
        onClick={() => run((c) => c.setBlockDirection('auto'))}
        testId={`${testId}-dir-auto`}
      >
        <DirIcon dir="auto" />
      </Tool>
      <Separator />
      <Tool
        label={texts.inlineMath}
        keys="Mod+Alt+M"
        onClick={() => onMath({ kind: 'inline', latex: '', pos: null })}
        testId={`${testId}-math`}
      >
        <span dir="ltr" className="font-serif italic">
          √x
        </span>
      </Tool>
      {!compact && (
        <Tool
          label={texts.blockMath}
          onClick={() => onMath({ kind: 'block', latex: '', pos: null })}
          testId={`${testId}-block-math`}
        >
          <span className="font-serif">∑</span>
        </Tool>
      )}
      {!compact && (
        <Tool
          label={texts.insertTable}
          onClick={() => run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
          testId={`${testId}-table`}
        >
          <TableIcon />
        </Tool>
      )}
      {image && (
        <>
          <Tool
            label={texts.image}
            disabled={image.uploading}
            onClick={() => fileInput.current?.click()}
            testId={`${testId}-image`}
          >
            <ImageIcon />
          </Tool>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="hidden"
            data-testid={`${testId}-image-file`}
            onChange={(e) => {
              image.pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </>
      )}
      {blanks && (
        <Tool
          label={texts.blank}
          keys="Mod+Alt+B"
          onClick={() => run((c) => c.insertBlank(newBlankId()))}
          testId={`${testId}-blank`}
        >
          <span className="inline-block rounded-sm border border-dashed border-current px-1 text-[10px] leading-3">
            ▁
          </span>
        </Tool>
      )}
    </div>
  );
}
