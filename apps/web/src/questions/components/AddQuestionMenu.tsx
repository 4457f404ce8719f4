import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { codesOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { questionAddPath } from '../../course-scope/question-paths';
import '../../i18n/texts/questions';
import { buttonClass } from '@mizan/ui';

/** The Add button: pick one of the seven types; a case study opens its own form (SPEC 2). */
export function AddQuestionMenu({ courseId }: { courseId: number }) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  return (
    <Menu as="div" className="relative">
      <MenuButton data-testid="question-add" className={buttonClass('primary')}>
        {t('list.add')} <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        data-testid="question-add-types"
        className="z-40 mt-1 min-w-64 rounded-md border border-line bg-panel p-1 text-ink shadow-lg focus:outline-none"
      >
        {codesOf(QUESTION_TYPES).map((type) => (
          <MenuItem key={type}>
            <Link
              to={questionAddPath(courseId, type)}
              data-testid={`question-add-${type}`}
              className="block rounded px-3 py-2 text-sm data-focus:bg-primary-50 dark:data-focus:bg-primary-950"
            >
              {QUESTION_TYPES[type][lang]}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
