import type { CourseListRow, CourseSubjectItem } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Button, Checkbox, ConfirmDialog, Dialog, Switch } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import { getCourseSubjects, setCourseActive } from '../activation.api';
import '../../i18n/texts/courses';

type Step =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'confirm'; subjects: CourseSubjectItem[] }
  | { kind: 'subjects'; subjects: CourseSubjectItem[] }
  | { kind: 'saving'; subjects: CourseSubjectItem[] | null };

interface Props {
  row: CourseListRow;
  onChanged: (active: boolean) => void;
}

/**
 * SPEC 4 activation: the switch asks to confirm; activating then offers the course's subjects
 * (at least one ticked, or Cancel to activate the course with its subjects left inactive);
 * deactivating deactivates every subject. A course without subjects switches straight away.
 * While the flow runs the switch shows the target state; Cancel or a failure restores it.
 */
export function ActivationSwitch({ row, onChanged }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const target = !row.active;
  const pending = step.kind !== 'idle';
  const name = pick(row.courseName, lang);

  const restore = () => setStep({ kind: 'idle' });

  const run = async (
    subjects: CourseSubjectItem[] | null,
    body: { subjects: number[]; activateSubject: boolean },
  ) => {
    setStep({ kind: 'saving', subjects });
    try {
      const r = await setCourseActive(row.courseId, target, body);
      showToast(pick(r.message, lang), 'success');
      onChanged(r.active);
    } catch {
      // SPEC 8 'Activation failure: error toast' (shown by the fetch wrapper); the switch goes back.
    }
    setStep({ kind: 'idle' });
  };

  const start = async () => {
    setStep({ kind: 'loading' });
    try {
      const r = await getCourseSubjects(row.courseId);
      if (r.subjects.length === 0) {
        await run(null, { subjects: [], activateSubject: false });
        return;
      }
      setTicked(new Set());
      setStep({ kind: 'confirm', subjects: r.subjects });
    } catch {
      restore();
    }
  };

  const confirmed = (subjects: CourseSubjectItem[]) => {
    if (target) setStep({ kind: 'subjects', subjects });
    else void run(subjects, { subjects: [], activateSubject: false });
  };

  const subjects = step.kind === 'confirm' || step.kind === 'subjects' ? step.subjects : [];
  const allTicked = subjects.length > 0 && subjects.every((s) => ticked.has(s.subjectId));

  return (
    // The row opens the course on click; the switch and its dialogs must not.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click, the switch is the control
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <span onClick={(e) => e.stopPropagation()} className="inline-flex">
      <Switch
        checked={pending ? target : row.active}
        onChange={() => !pending && void start()}
        disabled={step.kind === 'loading' || step.kind === 'saving'}
        label={t('activation.switchLabel', { name })}
        hideLabel
        data-testid={`course-active-${row.courseId}`}
      />
      <ConfirmDialog
        open={step.kind === 'confirm'}
        title={target ? t('activation.activateTitle') : t('activation.deactivateTitle')}
        message={target ? t('activation.activateBody', { name }) : t('activation.deactivateBody', { name })}
        confirmLabel={target ? t('activation.activate') : t('activation.deactivate')}
        cancelLabel={t('common:cancel')}
        danger={!target}
        onConfirm={() => step.kind === 'confirm' && confirmed(step.subjects)}
        onCancel={restore}
        data-testid="activation-confirm"
      />
      <Dialog
        open={step.kind === 'subjects' || (step.kind === 'saving' && !!step.subjects && target)}
        onClose={() =>
          step.kind === 'subjects' && void run(subjects, { subjects: [], activateSubject: false })
        }
        title={t('activation.subjectsTitle', { name })}
        data-testid="activation-subjects"
        footer={
          <>
            <Button
              variant="secondary"
              disabled={step.kind === 'saving'}
              onClick={() => void run(subjects, { subjects: [], activateSubject: false })}
              data-testid="activation-subjects-cancel"
            >
              {t('common:cancel')}
            </Button>
            <Button
              disabled={ticked.size === 0}
              busy={step.kind === 'saving'}
              onClick={() => void run(subjects, { subjects: [...ticked], activateSubject: true })}
              data-testid="activation-subjects-confirm"
            >
              {t('activation.activateSelected')}
            </Button>
          </>
        }
      >
        <p className="mb-3 text-muted">{t('activation.subjectsBody')}</p>
        <div className="mb-2 border-b border-line pb-2">
          <Checkbox
            checked={allTicked}
            indeterminate={ticked.size > 0}
            onChange={(v) => setTicked(v ? new Set(subjects.map((s) => s.subjectId)) : new Set())}
            label={<span className="font-medium">{t('activation.selectAll')}</span>}
            data-testid="activation-select-all"
          />
        </div>
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {subjects.map((s) => (
            <li key={s.subjectId}>
              <Checkbox
                checked={ticked.has(s.subjectId)}
                onChange={(v) =>
                  setTicked((prev) => {
                    const next = new Set(prev);
                    if (v) next.add(s.subjectId);
                    else next.delete(s.subjectId);
                    return next;
                  })
                }
                label={<bdi data-user-content="">{s.subjectName}</bdi>}
                data-testid={`activation-subject-${s.subjectId}`}
              />
            </li>
          ))}
        </ul>
        {ticked.size === 0 && (
          <p className="mt-3 text-xs text-muted" data-testid="activation-need-one">
            {t('activation.needOne')}
          </p>
        )}
      </Dialog>
    </span>
  );
}
