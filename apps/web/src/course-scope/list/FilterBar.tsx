import { Button } from '@mizan/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** 'course' | 'question' | 'review': `${testId}-search`, `-reset`, `-advanced`. */
  testId: string;
  /** The area namespace of the texts ('courses', 'questions'). */
  ns: string;
  onSearch: (e?: FormEvent) => void;
  onReset: () => void;
  /** The first row's grid classes; the buttons take its last cell unless `buttonsBelow`. */
  grid: string;
  buttonsClass?: string;
  buttonsBelow?: boolean;
  /** The always shown fields. */
  children: ReactNode;
  /** Fields behind 'more filters', open at first when `advancedOpen`. */
  advanced?: ReactNode;
  advancedOpen?: boolean;
  /** Below the fields (the course list's scope reset). */
  footer?: ReactNode;
}

/** A list's filter form (SPEC 2): fields, search, reset, and optionally more filters. */
export function FilterBar(props: Props) {
  const { t } = useTranslation(props.ns);
  const [open, setOpen] = useState(!!props.advancedOpen);
  const buttons = (
    <div className={props.buttonsClass ?? 'flex flex-wrap gap-2'}>
      <Button type="submit" data-testid={`${props.testId}-search`}>
        {t('filters.search')}
      </Button>
      <Button variant="secondary" onClick={props.onReset} data-testid={`${props.testId}-reset`}>
        {t('filters.reset')}
      </Button>
      {props.advanced !== undefined && (
        <Button
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen((a) => !a)}
          data-testid={`${props.testId}-advanced`}
        >
          {open ? t('filters.lessFilters') : t('filters.moreFilters')}
        </Button>
      )}
    </div>
  );
  return (
    <search>
      <form
        onSubmit={props.onSearch}
        className="mb-4 rounded-lg border border-line bg-panel p-4"
        aria-label={t('filters.label')}
      >
        <div className={props.grid}>
          {props.children}
          {!props.buttonsBelow && buttons}
        </div>
        {props.buttonsBelow && <div className="mt-3">{buttons}</div>}
        {open && props.advanced}
        {props.footer}
      </form>
    </search>
  );
}
