import { COURSE_TYPES, type CourseTypeCode, codesOf, labelOf } from '@mizan/domain/codes';
import {
  type CourseEditResponse,
  type CourseFoundation,
  courseAddSchema,
  courseEditSchema,
} from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Alert, Button, Checkbox, SelectField, Spinner, TextField } from '@mizan/ui';
import { validate } from '@mizan/domain/validation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText, fieldTexts } from '../../course-scope/errors';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { addCourse, getCourseEdit, getFoundation, saveCourse } from '../courses.api';

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

/** Course add (courseId null) and edit, validated with the API's own schemas (libs/domain). */
export function CourseForm({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const [foundation, setFoundation] = useState<CourseFoundation | null>(null);
  const [edit, setEdit] = useState<CourseEditResponse | null>(null);
  const [initial, setInitial] = useState<Draft>(EMPTY);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    if (courseId) {
      getCourseEdit(courseId).then(
        (r) => {
          if (!live) return;
          const d: Draft = {
            nameAr: r.course.courseName.ar,
            nameEn: r.course.courseName.en,
            courseType: r.course.baID,
            studyPlanId: r.course.studyPlanId ? String(r.course.studyPlanId) : '',
            courseCode: r.course.courseCode ?? '',
            IHId: r.course.IHId ?? '',
            flexibleIlos: r.course.flexibleIlos,
            active: r.course.active,
          };
          setEdit(r);
          setFoundation(r);
          setInitial(d);
          setDraft(d);
        },
        (e) => live && setFailure(e ?? new Error()),
      );
    } else {
      getFoundation().then(
        (r) => {
          if (!live) return;
          setFoundation(r);
          const d = { ...EMPTY, studyPlanId: r.studyPlans[0] ? String(r.studyPlans[0].id) : '' };
          setInitial(d);
          setDraft(d);
        },
        (e) => live && setFailure(e ?? new Error()),
      );
    }
    return () => {
      live = false;
    };
  }, [courseId]);

  // A refused save is reported above the form: bring it into view (Save sits at the bottom).
  useEffect(() => {
    if (failure != null)
      document
        .querySelector('[data-testid="course-form-error"]')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

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

  const loading = !foundation && failure == null;
  return (
    <>
      {courseId && <CourseHeaderBar appId="165.1.1." course={edit?.course ?? null} />}
      {leave.prompt}
      <PageHeader
        title={courseId ? t('form.editTitle') : t('form.addTitle')}
        subtitle={foundation ? `${t('form.scope')} ${pick(foundation.scope.name, lang)}` : undefined}
      />
      {loading ? (
        <Spinner label={t('common:loading')} />
      ) : (
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
      )}
    </>
  );
}
