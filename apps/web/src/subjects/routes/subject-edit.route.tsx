import { SUBJECT_STATUSES } from '@mizan/domain/codes';
import type { CourseIloTree, FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { type Lang, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { SUBJECT_MESSAGES, type SubjectForm, subjectFormSchema } from '@mizan/domain/subjects';
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
import { useEffect, useState } from 'react';
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
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { showToast } from '../../state/store';
import { FixedIloPicker } from '../components/FixedIloPicker';
import { type FixedPicks, fixedBody, fixedPicksOf } from '../components/fixed-picks';
import { addSubject, getSubject, getSubjectIlos, updateSubject } from '../subjects.api';

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

function SubjectEdit({ courseId, subjectId }: { courseId: number; subjectId: number | null }) {
  const { t } = useTranslation('subjects');
  const lang = useLang();
  const navigate = useNavigate();
  const course = useCourseInfo('165.1.2.', courseId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadFailure, setLoadFailure] = useState<unknown>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [initial, setInitial] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    const done = (l: Loaded, d: Draft) => {
      if (!live) return;
      setLoaded(l);
      setDraft(d);
      setInitial(d);
    };
    const fail = (e: unknown) => live && setLoadFailure(e ?? new Error());
    if (subjectId) {
      getSubject(subjectId, courseId).then((r) => {
        const flexible = r.flexibleILOsFlag;
        done(
          { flexible, tree: r.courseIlos, courseActive: r.courseActive },
          {
            title: r.subject.subjectName,
            lectures: r.subject.lectureCount === null ? '' : String(r.subject.lectureCount),
            status: r.subject.active ? '1' : '0',
            fixed:
              !flexible && isFixedTree(r.courseIlos)
                ? fixedPicksOf(r.courseIlos)
                : { ilos: new Set(), subIlos: new Set() },
            flexible: flexible ? selectedFlexible(r.courseIlos as FlexibleIloNode[]) : new Set(),
          },
        );
      }, fail);
    } else {
      getSubjectIlos(courseId).then((r) => {
        done(
          { flexible: r.flexibleILOs, tree: r.courseIlos, courseActive: true },
          {
            title: '',
            lectures: '',
            status: '1',
            fixed: { ilos: new Set(), subIlos: new Set() },
            flexible: new Set(),
          },
        );
      }, fail);
    }
    return () => {
      live = false;
    };
  }, [courseId, subjectId]);

  // A new subject starts active, unless the course is inactive (SPEC 4: courseEditDisabled).
  const courseActive = subjectId ? (loaded?.courseActive ?? true) : (course?.active ?? true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the form arrives after the course
  useEffect(() => {
    if (!subjectId && course && !course.active) {
      setDraft((d) => (d ? { ...d, status: '0' } : d));
      setInitial((d) => (d ? { ...d, status: '0' } : d));
    }
  }, [subjectId, course, loaded]);

  // A refused save is reported above the form: bring it into view (Save sits at the bottom).
  useEffect(() => {
    if (saveFailure != null)
      document
        .querySelector('[data-testid="subject-save-error"]')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [saveFailure]);

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
