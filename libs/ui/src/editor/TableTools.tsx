import type { Chain } from './Toolbar';
import type { RichTextEditorTexts } from './types';

/** The table's row, column and header commands, shown while the selection is in a table. */
export function TableTools({
  texts,
  run,
  testId,
}: {
  texts: RichTextEditorTexts;
  run: (fn: (c: Chain) => Chain) => void;
  testId: string;
}) {
  return (
    <div
      role="toolbar"
      aria-label={texts.tableTools}
      className="flex flex-wrap gap-1 border-b border-line bg-surface px-1.5 py-1 text-xs"
      data-testid={`${testId}-table-tools`}
    >
      {(
        [
          ['addRowBefore', texts.addRowBefore],
          ['addRowAfter', texts.addRowAfter],
          ['deleteRow', texts.deleteRow],
          ['addColumnBefore', texts.addColumnBefore],
          ['addColumnAfter', texts.addColumnAfter],
          ['deleteColumn', texts.deleteColumn],
          ['toggleHeaderRow', texts.toggleHeaderRow],
          ['deleteTable', texts.deleteTable],
        ] as const
      ).map(([command, text]) => (
        <button
          key={command}
          type="button"
          onClick={() => run((c) => c[command]())}
          className="rounded border border-line bg-panel px-2 py-1 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-primary-950"
          data-testid={`${testId}-${command}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
