import { COURSE_TYPES, type CourseTypeCode, codesOf, labelOf } from '@mizan/domain/codes';
import {
  type CourseEditResponse,
  type CourseFoundation,
  courseAddSchema,
  courseEditSchema,
  coursePaths,
} from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Alert, Button, Checkbox, SelectField, Spinner, TextField } from '@mizan/ui';
import { validate } from '@mizan/domain/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText, fieldTexts } from '../../course-scope/errors';
import { useRevealFailure } from '../../course-scope/useRevealFailure';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { addCourse, getCourseEdit, getFoundation, saveCourse } from '../courses.api';
import '../../i18n/texts/courses';

interface Draft {
  nameAr: string;
  nameEn: string;
  courseType: string;
  studyPlanId: string;
  courseCode: string;
  IHId: string;
  flexibleIlos: boolean;
  active: boolean;
}

const EMPTY: Draft = {
  nameAr: '',
  nameEn: '',
  courseType: '15.1.',
  studyPlanId: '',
  courseCode: '',
  IHId: '',
  flexibleIlos: false,
  active: true,
};

/** What the form starts from: the course (edit) or the scope's foundation lists (add). */
interface Loaded {
  foundation: CourseFoundation;
  edit: CourseEditResponse | null;
}

/** Read afresh each time the form opens (gcTime 0): a draft never starts from an older copy. */
const courseFormQuery = (courseId: number | null) =>
  queryOptions({
    queryKey: [courseId ? coursePaths.edit('165.1.1.', courseId) : coursePaths.getFoundation('165.1.1.')],
    queryFn: (): Promise<Loaded> =>
      courseId
        ? getCourseEdit(courseId).then((r) => ({ foundation: r, edit: r }))
        : getFoundation().then((r) => ({ foundation: r, edit: null })),
    gcTime: 0,
  });

const draftOf = ({ foundation, edit }: Loaded): Draft =>
  edit
    ? {
        nameAr: edit.course.courseName.ar,
        nameEn: edit.course.courseName.en,
        courseType: edit.course.baID,
        studyPlanId: edit.course.studyPlanId ? String(edit.course.studyPlanId) : '',
        courseCode: edit.course.courseCode ?? '',
        IHId: edit.course.IHId ?? '',
        flexibleIlos: edit.course.flexibleIlos,
        active: edit.course.active,
      }
    : { ...EMPTY, studyPlanId: foundation.studyPlans[0] ? String(foundation.studyPlans[0].id) : '' };

/** Course add (courseId null) and edit, validated with the API's own schemas (libs/domain). */
export function CourseForm({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation('courses');
  const loaded = useQuery(courseFormQuery(courseId));
  if (loaded.isPending)
    return (
      <>
        {courseId && <CourseHeaderBar appId="165.1.1." course={null} />}
        <PageHeader title={courseId ? t('form.editTitle') : t('form.addTitle')} />
        <Spinner label={t('common:loading')} />
      </>
    );
  // A failed load shows the empty form with the failure above it.
  return <CourseFields courseId={courseId} loaded={loaded.data ?? null} loadFailure={loaded.error} />;
}

function CourseFields({
  courseId,
  loaded,
  loadFailure,
}: {
  courseId: number | null;
  loaded: Loaded | null;
  loadFailure: unknown;
}) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const foundation = loaded?.foundation ?? null;
  const edit = loaded?.edit ?? null;
  const [initial] = useState<Draft>(() => (loaded ? draftOf(loaded) : EMPTY));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(loadFailure);
  const [saving, setSaving] = useState(false);

  useRevealFailure(failure, 'course-form-error');

  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const leave = useLeaveGuard(dirty);
  const set =
    <K extends keyof Draft>(k: K) =>
    (v: Draft[K]) =>
      setDraft((d) => ({ ...d, [k]: v }));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const body = {
      name: { ar: draft.nameAr, en: draft.nameEn },
      courseType: draft.courseType,
      studyPlanId: Number(draft.studyPlanId) || 0,
      courseCode: draft.courseCode,
      IHId: draft.IHId,
      flexibleIlos: draft.flexibleIlos,
      ...(courseId ? {} : { active: draft.active }),
    };
    const checked = validate(courseId ? courseEditSchema : courseAddSchema, body);
    if (!checked.success) {
      setErrors(Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [k, pick(v, lang)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (courseId) {
        const r = await saveCourse(courseId, courseEditSchema.parse(body));
        showToast(pick(r.message, lang), 'success');
        leave.allow();
        navigate(`/courses/${courseId}`);
      } else {
        const r = await addCourse(courseAddSchema.parse(body));
        showToast(pick(r.message, lang), 'success');
        leave.allow();
        navigate(`/courses/${r.courseId}`);
      }
    } catch (err) {
      setErrors(fieldTexts(err, lang));
      setFailure(err ?? new Error());
      setSaving(false);
    }
  };

  return (
    <>
      {courseId && <CourseHeaderBar appId="165.1.1." course={edit?.course ?? null} />}
      {leave.prompt}
      <PageHeader
        title={courseId ? t('form.editTitle') : t('form.addTitle')}
        subtitle={foundation ? `${t('form.scope')} ${pick(foundation.scope.name, lang)}` : undefined}
      />
      <form
        onSubmit={save}
        className="flex max-w-3xl flex-col gap-4 rounded-lg border border-line bg-panel p-5"
        noValidate
      >
        {failure != null && (
          <Alert kind="warning" data-testid="course-form-error">
            {errorText(failure, lang)}
          </Alert>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('form.nameAr')}
            value={draft.nameAr}
            onChange={(e) => set('nameAr')(e.target.value)}
            error={errors['name.ar'] ?? errors.name}
            lang="ar"
            dir="rtl"
            required
            data-testid="course-name-ar"
          />
          <TextField
            label={t('form.nameEn')}
            value={draft.nameEn}
            onChange={(e) => set('nameEn')(e.target.value)}
            error={errors['name.en']}
            lang="en"
            dir="ltr"
            required
            data-testid="course-name-en"
          />
          <SelectField
            label={t('list.courseType')}
            value={draft.courseType}
            onChange={(v) => set('courseType')(v as CourseTypeCode)}
            options={(foundation?.courseTypes.map((c) => c.baID) ?? codesOf(COURSE_TYPES)).map((c) => ({
              value: c,
              label: labelOf(COURSE_TYPES, c, lang),
            }))}
            error={errors.courseType}
            data-testid="course-type"
          />
          <SelectField
            label={t('list.studyPlan')}
            value={draft.studyPlanId}
            onChange={set('studyPlanId')}
            options={[
              { value: '', label: t('form.choosePlan') },
              ...(foundation?.studyPlans ?? []).map((p) => ({
                value: String(p.id),
                label: pick(p.name, lang),
              })),
            ]}
            error={errors.studyPlanId}
            data-testid="course-plan"
          />
          <TextField
            label={t('form.courseCode')}
            value={draft.courseCode}
            onChange={(e) => set('courseCode')(e.target.value)}
            error={errors.courseCode}
            dir="ltr"
            data-testid="course-code"
          />
          <TextField
            label={t('list.externalId')}
            value={draft.IHId}
            onChange={(e) => set('IHId')(e.target.value)}
            error={errors.IHId}
            dir="ltr"
            data-testid="course-ihid"
          />
        </div>
        <Checkbox
          checked={draft.flexibleIlos}
          onChange={set('flexibleIlos')}
          disabled={edit ? !edit.canChangeIloMode : false}
          title={edit && !edit.canChangeIloMode ? t('form.iloModeLocked') : undefined}
          label={
            <>
              {t('form.flexibleIlos')}
              <span className="block text-xs text-muted">
                {edit && !edit.canChangeIloMode ? t('form.iloModeLocked') : t('form.flexibleHint')}
              </span>
            </>
          }
          data-testid="course-flexible"
        />
        {errors.flexibleIlos && <p className="text-xs text-danger-600">{errors.flexibleIlos}</p>}
        {!courseId && (
          <Checkbox
            checked={draft.active}
            onChange={set('active')}
            label={t('form.active')}
            data-testid="course-active"
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            {t('actions.back')}
          </Button>
          <Button type="submit" busy={saving} data-testid="course-save">
            {t('common:save')}
          </Button>
        </div>
      </form>
    </>
  );
}
