import '../i18n';
import { type Bilingual, formatNumber, pick } from '@mizan/domain/i18n';
import { type ConflictBody, RESERVE_EXAM_LIMITS, type ReservationView } from '@mizan/domain/reserve-exam';
import { Button, ConfirmDialog, Dialog, TextField } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { showToast } from '../../state/store';
import { ConflictPanel } from '../components/ConflictPanel';
import { DecisionHistory } from '../components/DecisionHistory';
import { HallNames } from '../components/HallNames';
import { ReservationStatus } from '../components/StatusBadge';
import { TimeZoneAlert } from '../components/TimeZoneAlert';
import { useReserveLive } from '../hooks/useReserveLive';
import {
  competingQuery,
  courseExamsQuery,
  decide,
  RESERVE_KEY,
  reservationQuery,
  withdraw,
} from '../reserve-exam.api';
import { zonedFormat } from '../zoned';

type Open = null | 'accept' | 'reject' | 'withdraw';

/** Accept (after seeing the pending requests it will put out of reach), reject with a reason, or withdraw. */
function Actions({ view }: { view: ReservationView }) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<ConflictBody | null>(null);
  const competing = useQuery({ ...competingQuery(view.reserveExamId), enabled: open === 'accept' });
  const f = zonedFormat(lang, view.timeZone);

  const run = async (call: () => Promise<{ message: Bilingual }>) => {
    setBusy(true);
    try {
      const res = await call();
      showToast(pick(res.message, lang), 'success');
      setOpen(null);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const body = err.body as unknown as Partial<ConflictBody> | null;
      if (err.status === 409 && body?.conflicts) {
        setConflict(body as ConflictBody);
        setOpen(null);
      } else if (err.status === 422 && err.fields.reason) setReasonError(pick(err.fields.reason, lang));
      else {
        showToast(pick(err.text, lang));
        setOpen(null);
      }
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: RESERVE_KEY });
    }
  };
  const version = view.lockVersion;
  const id = view.reserveExamId;

  return (
    <>
      {conflict && <ConflictPanel conflict={conflict} format={f} />}
      <div className="flex flex-wrap gap-2">
        {view.canDecide && (
          <>
            <Button onClick={() => setOpen('accept')} data-testid="reserve-accept">
              {t('view.accept')}
            </Button>
            <Button variant="danger" onClick={() => setOpen('reject')} data-testid="reserve-reject">
              {t('view.reject')}
            </Button>
          </>
        )}
        {view.canWithdraw && (
          <Button variant="secondary" onClick={() => setOpen('withdraw')} data-testid="reserve-withdraw">
            {t('view.withdraw')}
          </Button>
        )}
      </div>
      <Dialog
        open={open === 'accept'}
        onClose={() => setOpen(null)}
        title={t('view.acceptTitle')}
        footer={
          <>
            <Button
              busy={busy}
              disabled={!competing.data}
              onClick={() => run(() => decide(id, { decision: 'accept', version }))}
              data-testid="reserve-accept-confirm"
            >
              {t('view.accept')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('view.cancel')}
            </Button>
          </>
        }
      >
        <div data-testid="reserve-competing">
          {competing.data?.competing.length ? (
            <>
              <p className="mb-2">
                {t('view.competing', {
                  count: competing.data.competing.length,
                  n: formatNumber(competing.data.competing.length, lang),
                })}
              </p>
              <ul className="list-disc ps-5 text-sm">
                {competing.data.competing.map((c) => (
                  <li key={c.reserveExamId} data-testid={`reserve-competing-${c.reserveExamId}`}>
                    <bdi>{pick(c.requester.name, lang)}</bdi>: {f.slot(c.startsAt, c.endsAt)} –{' '}
                    <HallNames halls={c.halls.filter((h) => c.hallIds.includes(h.hallId))} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{competing.data ? t('view.noCompeting') : t('view.loadingCompeting')}</p>
          )}
        </div>
      </Dialog>
      <Dialog
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={t('view.rejectTitle')}
        footer={
          <>
            <Button
              variant="danger"
              busy={busy}
              onClick={() => run(() => decide(id, { decision: 'reject', reason: reason.trim(), version }))}
              data-testid="reserve-reject-confirm"
            >
              {t('view.reject')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('view.cancel')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('view.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
          error={reasonError}
          maxLength={RESERVE_EXAM_LIMITS.reasonMax}
          data-testid="reserve-reason"
        />
      </Dialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title={t('view.withdraw')}
        message={t('view.withdrawConfirm')}
        confirmLabel={t('view.withdraw')}
        cancelLabel={t('view.cancel')}
        onConfirm={() => run(() => withdraw(id, version))}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}

/** SPEC 2 '{courseId}/view/{reserveExamId}': the request, its decision timeline, and what the caller may do. */
function ReserveView() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const reserveExamId = parseId(params.reserveExamId);
  const course = useCourseInfo('165.7.2.', courseId);
  useReserveLive();
  const view = useQuery({
    ...reservationQuery(courseId ?? 0, reserveExamId ?? 0),
    enabled: !!courseId && !!reserveExamId,
  }).data;
  const exam = useQuery({ ...courseExamsQuery(courseId ?? 0), enabled: !!view?.examId }).data?.exams.find(
    (e) => e.examId === view?.examId,
  );
  if (!courseId || !reserveExamId) return <Navigate to="/notFound" replace />;
  const f = view && zonedFormat(lang, view.timeZone);
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}:</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <>
      <CourseHeaderBar appId="165.7.2." course={course} />
      <PageHeader title={t('view.title')} subtitle={course ? pick(course.courseName, lang) : undefined} />
      {view && f && (
        <>
          <TimeZoneAlert timeZone={view.timeZone} />
          <section className="mb-4 rounded-lg border border-line bg-panel p-4">
            <dl className="grid gap-2 text-sm md:grid-cols-2">
              {row(
                t('view.status'),
                <ReservationStatus
                  status={view.status}
                  withdrawn={view.withdrawn}
                  testId="reserve-view-status"
                />,
              )}
              {row(t('view.when'), f.slot(view.startsAt, view.endsAt), 'reserve-view-when')}
              {exam && row(t('view.exam'), <bdi data-user-content="">{exam.name}</bdi>, 'reserve-view-exam')}
              {row(t('list.columns.halls'), <HallNames halls={view.halls} />, 'reserve-view-halls')}
              {row(
                t('list.columns.students'),
                `${formatNumber(view.students, lang)}${view.electronic ? ` (${t('view.electronic')})` : ''}`,
              )}
              {row(t('list.columns.requester'), <bdi>{pick(view.requester.name, lang)}</bdi>)}
              {view.note && row(t('add.note'), <bdi dir="auto">{view.note}</bdi>)}
              {view.reason &&
                row(t('view.reason'), <bdi dir="auto">{view.reason}</bdi>, 'reserve-view-reason')}
            </dl>
          </section>
          <Actions view={view} />
          <DecisionHistory history={view.history} format={f} />
        </>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="reserve-exam-view">
      <ReserveView />
    </RequireRight>
  );
}
