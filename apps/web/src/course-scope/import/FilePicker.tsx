import { useId } from 'react';

interface Props {
  accept: string;
  /** A visible label tied to the input. */
  label?: string;
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  chooseLabel: string;
  noneLabel: string;
  /** The input's test id; the chosen name's is given apart (journeys name them as they were). */
  testId: string;
  nameTestId: string;
  /** A new key empties the input (another kind of file is asked for). */
  inputKey?: string;
}

/**
 * A file input whose button and "no file" text speak the page's language (the browser's own speak
 * the browser's); the chosen file's name is user content.
 */
export function FilePicker({
  accept,
  label,
  file,
  disabled,
  onChoose,
  chooseLabel,
  noneLabel,
  testId,
  nameTestId,
  inputKey,
}: Props) {
  const inputId = useId();
  return (
    <>
      {label && (
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
      )}
      <input
        id={inputId}
        key={inputKey}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        data-testid={testId}
        className="sr-only"
      />
      <span className="flex items-center gap-2 rounded-md border border-line bg-panel px-2 py-1.5 text-sm">
        <button
          type="button"
          disabled={disabled}
          onClick={() => document.getElementById(inputId)?.click()}
          className="shrink-0 rounded bg-primary-50 px-2 py-1 font-medium hover:bg-primary-100 dark:bg-primary-950 dark:hover:bg-primary-900"
        >
          {chooseLabel}
        </button>
        <bdi className="truncate text-muted" data-testid={nameTestId}>
          {file?.name ?? noneLabel}
        </bdi>
      </span>
    </>
  );
}
