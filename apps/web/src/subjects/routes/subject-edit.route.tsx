import { SUBJECT_STATUSES } from '@mizan/domain/codes';
import type { CourseIloTree, FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { type Lang, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { SUBJECT_MESSAGES, type SubjectForm, subjectFormSchema, subjectPaths } from '@mizan/domain/subjects';
import { validate } from '@mizan/domain/validation';
import {
  Alert,
  Button,
  CheckboxTree,
  type CheckboxTreeNode,
  SelectField,
  Spinner,
  TextField,
} from '@mizan/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText, fieldTexts } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { isFixedTree } from '../../course-scope/ilo-tree';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { useRevealFailure } from '../../course-scope/useRevealFailure';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { showToast } from '../../state/store';
import { FixedIloPicker } from '../components/FixedIloPicker';
import { type FixedPicks, fixedBody, fixedPicksOf } from '../components/fixed-picks';
import { addSubject, getSubject, getSubjectIlos, updateSubject } from '../subjects.api';
import '../../i18n/texts/subjects';

interface Loaded {
  flexible: boolean;
  tree: CourseIloTree;
  courseActive: boolean;
}

interface Draft {
  title: string;
  lectures: string;
  status: '1' | '0';
  fixed: FixedPicks;
  flexible: Set<number>;
}

const toNodes = (nodes: FlexibleIloNode[], lang: Lang): CheckboxTreeNode[] =>
  nodes.map((n) => ({
    id: n.iloId,
    code: n.ilo_code,
    label: pick(n.description, lang),
    locked: n.unremovable,
    children: toNodes(n.children, lang),
  }));

const selectedFlexible = (nodes: FlexibleIloNode[], into = new Set<number>()): Set<number> => {
  for (const n of nodes) {
    if (n.selected) into.add(n.iloId);
    selectedFlexible(n.children, into);
  }
  return into;
};

const snapshot = (d: Draft) =>
  JSON.stringify([
    d.title,
    d.lectures,
    d.status,
    [...d.fixed.ilos].sort(),
    [...d.fixed.subIlos].sort(),
    [...d.flexible].sort(),
  ]);

const NO_FIXED: FixedPicks = { ilos: new Set(), subIlos: new Set() };

/**
 * What the form starts from: the subject (edit) or the course's ILOs (add), read afresh each time
 * the form opens (gcTime 0), so a draft never starts from an older copy.
 */
const subjectFormQuery = (courseId: number, subjectId: number | null) =>
  queryOptions({
    queryKey: [subjectId ? subjectPaths.one(subjectId, courseId) : subjectPaths.ilos('165.1.2.', courseId)],
    queryFn: async (): Promise<{ loaded: Loaded; start: Draft }> => {
      if (!subjectId) {
        const r = await getSubjectIlos(courseId);
        return {
          loaded: { flexible: r.flexibleILOs, tree: r.courseIlos, courseActive: true },
          start: { title: '', lectures: '', status: '1', fixed: NO_FIXED, flexible: new Set() },
        };
      }
      const r = await getSubject(subjectId, courseId);
      const flexible = r.flexibleILOsFlag;
      return {
        loaded: { flexible, tree: r.courseIlos, courseActive: r.courseActive },
        start: {
          title: r.subject.subjectName,
          lectures: r.subject.lectureCount === null ? '' : String(r.subject.lectureCount),
          status: r.subject.active ? '1' : '0',
          fixed: !flexible && isFixedTree(r.courseIlos) ? fixedPicksOf(r.courseIlos) : NO_FIXED,
          flexible: flexible ? selectedFlexible(r.courseIlos as FlexibleIloNode[]) : new Set(),
        },
      };
    },
    gcTime: 0,
  });

function SubjectEdit({ courseId, subjectId }: { courseId: number; subjectId: number | null }) {
  const { t } = useTranslation('subjects');
  const lang = useLang();
  const navigate = useNavigate();
  const course = useCourseInfo('165.1.2.', courseId);
  const form = useQuery(subjectFormQuery(courseId, subjectId));
  const loaded = form.data?.loaded ?? null;
  const loadFailure = form.error;
  const [edits, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const courseActive = subjectId ? (loaded?.courseActive ?? true) : (course?.active ?? true);
  // A new subject starts active, unless the course is inactive (SPEC 4: courseEditDisabled).
  const start = form.data?.start;
  const initial = useMemo(
    () => (start && !subjectId && !courseActive ? { ...start, status: '0' as const } : (start ?? null)),
    [start, subjectId, courseActive],
  );
  const draft =
    edits && !subjectId && !courseActive ? { ...edits, status: '0' as const } : (edits ?? initial);

  useRevealFailure(saveFailure, 'subject-save-error');

  const dirty = !!draft && !!initial && snapshot(draft) !== snapshot(initial);
  const leave = useLeaveGuard(dirty);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!draft || !loaded) return;
    setSaveFailure(null);
    const ilos = loaded.flexible
      ? { flexibleILOs: [...draft.flexible].join(',') }
      : fixedBody(isFixedTree(loaded.tree) ? loaded.tree : ([] as FixedIloHeader[]), draft.fixed);
    const subject: SubjectForm = {
      drpSubjectStatus: draft.status,
      txtSubjectName: draft.title,
      numLectureCount: draft.lectures,
      ...ilos,
    };
    const checked = validate(subjectFormSchema, subject);
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [k, pick(v, lang)])));
      return;
    }
    setErrors({});
    setSaving(true);
    const body = { courseId, subject: { ...subject, txtSubjectName: draft.title.trim() } };
    try {
      if (subjectId) {
        await updateSubject(subjectId, body);
        showToast(pick(SUBJECT_MESSAGES.subjectSaved, lang), 'success');
        leave.allow();
        // SPEC 4: after updating, back one step.
        navigate(-1);
      } else {
        const r = await addSubject(courseId, body);
        showToast(pick(r.message, lang), 'success');
        leave.allow();
        // SPEC 4: after adding, the subject list with that subject opened.
        navigate(`/subject/${courseId}#subject-${r.subjectId}`);
      }
    } catch (err) {
      const fields = fieldTexts(err, lang);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^subject\./, ''), v])));
      setSaveFailure(err ?? new Error());
      setSaving(false);
    }
  };

  const statusOptions = (['1', '0'] as const).map((v) => ({
    value: v,
    label: pick(SUBJECT_STATUSES[v], lang),
  }));

  return (
    <>
      <CourseHeaderBar appId="165.1.2." course={course} />
      {leave.prompt}
      <PageHeader
        title={subjectId ? t('form.editTitle') : t('form.addTitle')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
      />
      {loadFailure != null ? (
        <Alert kind="warning" data-testid="subject-load-error">
          {errorText(loadFailure, lang)}
        </Alert>
      ) : !draft || !loaded ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <form
          onSubmit={save}
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-line bg-panel p-5"
        >
          {saveFailure != null && (
            <Alert kind="warning" data-testid="subject-save-error">
              {errorText(saveFailure, lang)}
            </Alert>
          )}
          <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
            <TextField
              label={t('form.title')}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              error={errors.txtSubjectName}
              hint={t('form.titleHint', { max: formatNumber(LIMITS.subjectTitleMax, lang) })}
              required
              data-testid="subject-title"
            />
            <TextField
              label={t('form.lectures')}
              type="number"
              inputMode="numeric"
              min={LIMITS.lectureCountMin}
              max={LIMITS.lectureCountMax}
              step={1}
              value={draft.lectures}
              onChange={(e) => setDraft({ ...draft, lectures: e.target.value })}
              error={errors.numLectureCount}
              data-testid="subject-lectures"
            />
            <SelectField
              label={t('form.status')}
              value={draft.status}
              onChange={(v) => setDraft({ ...draft, status: v === '1' ? '1' : '0' })}
              options={statusOptions}
              disabled={!courseActive}
              hint={courseActive ? undefined : pick(SUBJECT_MESSAGES.courseEditDisabled, lang)}
              error={errors.drpSubjectStatus}
              data-testid="subject-status"
            />
          </div>
          <section>
            <h2 className="mb-2 font-semibold">{t('form.ilos')}</h2>
            {(errors.flexibleILOs || errors.ilosNOChild || errors.ilosWithChild || errors.chkILO) && (
              <p className="mb-2 text-xs text-danger-600 dark:text-danger-500">
                {errors.flexibleILOs || errors.ilosNOChild || errors.ilosWithChild || errors.chkILO}
              </p>
            )}
            {loaded.tree.length === 0 ? (
              <Alert kind="info">{t('form.noIlos')}</Alert>
            ) : loaded.flexible ? (
              <div className="rounded-md border border-line p-3" data-testid="ilo-picker-flexible">
                <CheckboxTree
                  nodes={toNodes(loaded.tree as FlexibleIloNode[], lang)}
                  checked={draft.flexible}
                  onChange={(flexible) => setDraft({ ...draft, flexible })}
                  lockedHint={t('form.unremovable')}
                  testIdPrefix="ilo-check"
                />
              </div>
            ) : (
              <FixedIloPicker
                headers={loaded.tree as FixedIloHeader[]}
                picks={draft.fixed}
                onChange={(fixed) => setDraft({ ...draft, fixed })}
              />
            )}
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(-1)} data-testid="subject-form-back">
              {t('form.back')}
            </Button>
            <Button type="submit" busy={saving} data-testid="subject-save">
              {t('common:save')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}

export function Component() {
  const params = useParams();
  const isAdd = !!useMatch('/subject/:courseId/add');
  const courseId = parseId(params.courseId);
  const subjectId = parseId(params.subjectId);
  if (!courseId || (!isAdd && !subjectId)) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route={isAdd ? 'subject-add' : 'subject-edit'}>
      <SubjectEdit
        key={`${courseId}-${subjectId}`}
        courseId={courseId}
        subjectId={isAdd ? null : subjectId}
      />
    </RequireRight>
  );
}
