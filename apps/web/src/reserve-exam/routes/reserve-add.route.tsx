import '../i18n';
import type { ExamListRow } from '@mizan/domain/exam-generation';
import { type Bilingual, formatNumber, pick } from '@mizan/domain/i18n';
import {
  type AddReservationBody,
  type AvailabilityHall,
  capacityOf,
  type ConflictBody,
  DEFAULT_TIME_ZONE,
  fromZoned,
  RESERVE_EXAM_LIMITS,
  RESERVE_EXAM_MESSAGES,
  type ReservationAlternative,
  slotProblems,
  toZoned,
} from '@mizan/domain/reserve-exam';
import { Alert, Button, Checkbox, DateField, TextField } from '@mizan/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { DATE_LOCALES } from '../../format/date';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { showToast } from '../../state/store';
import { ConflictPanel } from '../components/ConflictPanel';
import { ExamPicker } from '../components/ExamPicker';
import { HallPicker } from '../components/HallPicker';
import { TimeZoneAlert } from '../components/TimeZoneAlert';
import { useReserveLive } from '../hooks/useReserveLive';
import { reservePaths } from '../paths';
import { addReservation, availabilityQuery } from '../reserve-exam.api';
import { zonedFormat, zoneName } from '../zoned';

interface Draft {
  date: string;
  start: string;
  end: string;
  students: string;
  electronic: boolean;
  hallIds: number[];
  note: string;
  examId?: number;
}

type Field = 'startsAt' | 'endsAt' | 'students' | 'hallIds' | 'date';

/** The slot of the draft as instants (none while a wall time is incomplete or skipped by the clocks) of the university's zone, with what is wrong with it (SPEC 5). */
function slotOf(d: Draft, zone: string) {
  const s = fromZoned(d.date, d.start, zone);
  const e = fromZoned(d.date, d.end, zone);
  const errors: Partial<Record<Field, Bilingual>> = {};
  // A wall time the clocks skip is said at once; an incomplete one waits for the user.
  if (!s.ok && s.reason === 'gap') errors.startsAt = RESERVE_EXAM_MESSAGES.timeSkipped;
  if (!e.ok && e.reason === 'gap') errors.endsAt = RESERVE_EXAM_MESSAGES.timeSkipped;
  if (!s.ok || !e.ok) return { slot: null, errors };
  const slot = { startsAt: s.ms, endsAt: e.ms };
  for (const [field, key] of Object.entries(slotProblems(slot, Date.now(), zone)))
    errors[field as Field] = RESERVE_EXAM_MESSAGES[key];
  return { slot: Object.keys(errors).length ? null : slot, errors };
}

/** SPEC 2 '{courseId}/add': a request for halls at a time, with free and taken halls shown as the user picks. */
function ReserveAdd() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.7.2.', courseId);
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [d, setD] = useState<Draft>(() => ({
    date: toZoned(Date.now() + 86_400_000, zone).date,
    start: '10:00',
    end: '12:00',
    students: '',
    electronic: false,
    hallIds: [],
    note: '',
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, Bilingual>>({});
  const [conflict, setConflict] = useState<ConflictBody | null>(null);
  const [busy, setBusy] = useState(false);
  useReserveLive();

  const { slot, errors } = slotOf(d, zone);
  const iso = slot && {
    startsAt: new Date(slot.startsAt).toISOString(),
    endsAt: new Date(slot.endsAt).toISOString(),
  };
  const availability = useQuery({
    ...availabilityQuery({
      courseId: courseId ?? 0,
      startsAt: iso?.startsAt ?? '',
      endsAt: iso?.endsAt ?? '',
    }),
    enabled: !!courseId && !!iso,
    placeholderData: keepPreviousData,
  });
  const halls: AvailabilityHall[] = iso ? (availability.data?.halls ?? []) : [];
  useEffect(() => {
    if (availability.data?.timeZone) setZone(availability.data.timeZone);
  }, [availability.data?.timeZone]);
  if (!courseId) return <Navigate to="/notFound" replace />;

  const f = zonedFormat(lang, zone);
  const students = Number(d.students);
  const chosen = halls.filter((h) => d.hallIds.includes(h.hallId));
  const capacity = capacityOf(chosen, d.electronic);
  const change = (patch: Partial<Draft>) => {
    setD((x) => ({ ...x, ...patch }));
    setConflict(null);
    setServerErrors({});
  };
  const message = (field: Field) => {
    const m = serverErrors[field] ?? errors[field];
    return m ? pick(m, lang) : undefined;
  };

  const submit = async (draft: Draft) => {
    const s = slotOf(draft, zone).slot;
    if (!s) return;
    const body: AddReservationBody = {
      courseId,
      startsAt: new Date(s.startsAt).toISOString(),
      endsAt: new Date(s.endsAt).toISOString(),
      students: Number(draft.students),
      electronic: draft.electronic,
      hallIds: draft.hallIds,
      ...(draft.examId ? { examId: draft.examId } : {}),
      ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    };
    setBusy(true);
    try {
      const res = await addReservation(body);
      showToast(pick(res.message, lang), 'success');
      navigate(reservePaths.view(courseId, res.reserveExamId));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const conflictBody = err.body as unknown as Partial<ConflictBody> | null;
      if (err.status === 409 && conflictBody?.conflicts) setConflict(conflictBody as ConflictBody);
      else if (err.status === 422 && Object.keys(err.fields).length) setServerErrors(err.fields);
      else showToast(pick(err.text, lang));
    } finally {
      setBusy(false);
    }
  };

  const pickAlternative = (a: ReservationAlternative) => {
    const when = {
      date: toZoned(Date.parse(a.startsAt), zone).date,
      start: toZoned(Date.parse(a.startsAt), zone).time,
    };
    const next: Draft = {
      ...d,
      ...when,
      end: toZoned(Date.parse(a.endsAt), zone).time,
      hallIds: a.kind === 'otherHall' ? [a.hall.hallId] : a.hallIds,
    };
    setD(next);
    setConflict(null);
    void submit(next);
  };

  /** Naming an exam takes its time (when still ahead) and its delivery: electronic needs computers. */
  const pickExam = (exam: ExamListRow | undefined) => {
    if (!exam) return change({ examId: undefined });
    const start = Date.parse(exam.startsAt);
    const end = start + exam.durationMinutes * 60_000;
    const when =
      start > Date.now()
        ? {
            date: toZoned(start, zone).date,
            start: toZoned(start, zone).time,
            end: toZoned(end, zone).time,
          }
        : {};
    change({ examId: exam.examId, electronic: exam.deliveryMode === '20.3.', ...when });
  };

  const short = d.hallIds.length > 0 && students > 0 && capacity < students;
  const ready = !!slot && students > 0 && d.hallIds.length > 0 && !short;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) void submit(d);
  };

  return (
    <>
      <CourseHeaderBar appId="165.7.2." course={course} />
      <PageHeader title={t('add.title')} subtitle={course ? pick(course.courseName, lang) : undefined} />
      <TimeZoneAlert timeZone={zone} />
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="grid gap-3 rounded-lg border border-line bg-panel p-4 md:grid-cols-4">
          <legend className="px-1 text-sm font-medium">
            {t('add.when', { zone: zoneName(lang, zone) })}
          </legend>
          <ExamPicker courseId={courseId} value={d.examId} onPick={pickExam} />
          <DateField
            type="date"
            locale={DATE_LOCALES[lang]}
            label={t('add.date')}
            value={d.date}
            onChange={(e) => change({ date: e.target.value })}
            error={message('date')}
            data-testid="reserve-date"
            required
          />
          <DateField
            type="time"
            locale={DATE_LOCALES[lang]}
            label={t('add.start')}
            value={d.start}
            onChange={(e) => change({ start: e.target.value })}
            error={message('startsAt')}
            data-testid="reserve-start"
            required
          />
          <DateField
            type="time"
            locale={DATE_LOCALES[lang]}
            label={t('add.end')}
            value={d.end}
            onChange={(e) => change({ end: e.target.value })}
            error={message('endsAt')}
            data-testid="reserve-end"
            required
          />
          <TextField
            type="number"
            min={1}
            inputMode="numeric"
            label={t('add.students')}
            value={d.students}
            // The browser writes a number input in Latin digits: shown in the language's while not edited.
            display={students > 0 ? formatNumber(students, lang) : undefined}
            onChange={(e) => change({ students: e.target.value })}
            error={message('students')}
            data-testid="reserve-students"
            required
          />
          <Checkbox
            checked={d.electronic}
            onChange={(electronic) => change({ electronic })}
            label={t('add.electronic')}
            className="md:col-span-4"
          />
        </fieldset>

        <section className="rounded-lg border border-line bg-panel p-4" aria-labelledby="reserve-halls-title">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="reserve-halls-title" className="font-medium">
              {t('add.halls')}
            </h2>
            {d.hallIds.length > 0 && (
              <span
                data-testid="reserve-capacity"
                className={
                  short ? 'text-sm font-medium text-danger-600 dark:text-danger-500' : 'text-sm text-muted'
                }
              >
                {t(d.electronic ? 'add.capacityComputers' : 'add.capacitySeats', {
                  count: capacity,
                  n: formatNumber(capacity, lang),
                })}
                {short && ` – ${t('add.short')}`}
              </span>
            )}
          </div>
          {!iso ? (
            <p className="text-sm text-muted">{t('add.pickTimeFirst')}</p>
          ) : halls.length === 0 && !availability.isFetching ? (
            <p className="text-sm text-muted">{t('add.noHalls')}</p>
          ) : (
            <HallPicker
              halls={halls}
              chosen={d.hallIds}
              format={f}
              onToggle={(id, on) =>
                change({ hallIds: on ? [...d.hallIds, id] : d.hallIds.filter((x) => x !== id) })
              }
            />
          )}
          {serverErrors.hallIds && (
            <p className="mt-2 text-sm text-danger-600 dark:text-danger-500">
              {pick(serverErrors.hallIds, lang)}
            </p>
          )}
        </section>

        <TextField
          label={t('add.note')}
          value={d.note}
          onChange={(e) => change({ note: e.target.value })}
          maxLength={RESERVE_EXAM_LIMITS.noteMax}
          data-testid="reserve-note"
        />
        {conflict && <ConflictPanel conflict={conflict} format={f} onPick={pickAlternative} busy={busy} />}
        {chosen.some((h) => h.state === 'taken') && !conflict && (
          <Alert kind="warning">{t('add.takenChosen')}</Alert>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={!ready} busy={busy} data-testid="reserve-submit">
            {t('add.submit')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(reservePaths.list(courseId))}>
            {t('add.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="reserve-exam-add">
      <ReserveAdd />
    </RequireRight>
  );
}
