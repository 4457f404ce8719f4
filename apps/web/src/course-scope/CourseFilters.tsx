import type { CourseTypeOption } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Button, SelectField, TextField } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeScope } from '../api/auth.api';
import { useLang } from '../app/useLang';
import { authAtom } from '../state/authAtom';
import { FilterBar } from './list/FilterBar';
import type { useListFilters } from './list/useListFilters';
import '../i18n/texts/courses';

export const TEXT_FILTERS = ['courseName', 'stdPlan', 'IHId'] as const;
export const COURSE_FILTERS = [...TEXT_FILTERS, 'courseType', 'activeStatus'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

interface Props {
  filters: ReturnType<typeof useListFilters<CourseFilter>>;
  advancedOpen: boolean;
  /** The subject-side list shows active courses only, without the status filter. */
  forceActive?: boolean;
  courseTypes: CourseTypeOption[];
  scopeId: number | undefined;
}

/** SPEC 2 course list filters: name; study plan, external id, type and status behind more; back to one's own scope. */
export function CourseFilters({ filters, advancedOpen, forceActive, courseTypes, scopeId }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const { draft, set, errors } = filters;
  const ownScopeId = auth?.scope.path[0]?.id;
  const [resettingScope, setResettingScope] = useState(false);

  const resetScope = async () => {
    if (!ownScopeId) return;
    setResettingScope(true);
    try {
      await changeScope(ownScopeId);
    } catch {
      // Reported by the fetch wrapper.
    }
    setResettingScope(false);
  };

  const statusOptions = [
    // SPEC 3 course activity filter: '' any, '1' active, '0' inactive. The labels are i18n texts, not
    // COURSE_ACTIVITY: @mizan/domain/codes shares a chunk with zod, which the first page should not load.
    { value: '', label: t('filters.statusAny') },
    { value: '1', label: t('filters.statusActive') },
    { value: '0', label: t('filters.statusInactive') },
  ];
  const typeOptions = [
    { value: '', label: t('filters.anyType') },
    ...courseTypes.map((c) => ({ value: c.baID, label: pick(c.baName, lang) })),
  ];

  return (
    <FilterBar
      testId="course"
      ns="courses"
      onSearch={(e) => filters.search(e, { activeStatus: forceActive ? null : draft.activeStatus })}
      onReset={filters.reset}
      grid="grid gap-3 md:grid-cols-[1fr_auto] md:items-end"
      advancedOpen={advancedOpen}
      advanced={
        <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t('filters.studyPlan')}
            value={draft.stdPlan}
            onChange={(e) => set('stdPlan')(e.target.value)}
            error={errors.stdPlan}
            data-testid="course-filter-plan"
          />
          <TextField
            label={t('filters.externalId')}
            value={draft.IHId}
            onChange={(e) => set('IHId')(e.target.value)}
            error={errors.IHId}
            data-testid="course-filter-ihid"
          />
          <SelectField
            label={t('filters.courseType')}
            value={draft.courseType}
            onChange={set('courseType')}
            options={typeOptions}
            data-testid="course-filter-type"
          />
          {!forceActive && (
            <SelectField
              label={t('filters.status')}
              value={draft.activeStatus}
              onChange={set('activeStatus')}
              options={statusOptions}
              data-testid="course-filter-status"
            />
          )}
        </div>
      }
      footer={
        ownScopeId !== undefined &&
        ownScopeId !== scopeId && (
          <div className="mt-3">
            <Button
              variant="ghost"
              onClick={resetScope}
              busy={resettingScope}
              data-testid="course-scope-reset"
              className="px-2 py-1"
            >
              {t('filters.scopeReset')}
            </Button>
          </div>
        )
      }
    >
      <TextField
        label={t('filters.courseName')}
        value={draft.courseName}
        onChange={(e) => set('courseName')(e.target.value)}
        error={errors.courseName}
        data-testid="course-filter-name"
        enterKeyHint="search"
      />
    </FilterBar>
  );
}
