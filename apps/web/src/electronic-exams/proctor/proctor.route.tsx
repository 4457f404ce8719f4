import './i18n';
import { hasRight, Right } from '@mizan/domain/access';
import { type ProctorSnapshot, type ProctorStudent, TAKING_MESSAGES } from '@mizan/domain/electronic-exams';
import { pick } from '@mizan/domain/i18n';
import { Alert, ConfirmDialog, Spinner } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { authAtom } from '../../state/authAtom';
import { AccessCodePanel } from './AccessCodePanel';
import { NS } from './i18n';
import { MessageDialog } from './MessageDialog';
import { MinutesDialog } from './MinutesDialog';
import {
  examViewQuery,
  extendTime,
  regenerateCode,
  reopenAttempt,
  sectorsQuery,
  sendMessage,
  snapshotQuery,
} from './proctor.api';
import { StatusCounts } from './StatusCounts';
import { StudentsTable } from './StudentsTable';
import { useProctorLive } from './useProctorLive';
import { useProctorWrite } from './useProctorWrite';
import { ButtonLink } from '../../app/ButtonLink';

/** The proctor screen's address, under the exam's page. */
export const proctorPath = (courseId: number, examId: number, sectorId?: number) =>
  `/exam-generation/${courseId}/${examId}/proctor${sectorId ? `/${sectorId}` : ''}`;

/** Re-renders every second with the server's now (countdowns). */
function useServerNow(serverNow: () => number): number {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(id);
  }, []);
  return serverNow();
}

/**
 * The proctor's screen of an electronic (20.3.) exam, per sector and live across API processes:
 * each student's state, progress and time left, the access code to read out, extra time, reopening
 * a submission, a message to the room. Watching needs view 9.2.; acting needs edit 9.4.
 */
function ProctorScreen() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const examId = parseId(params.examId) ?? 0;
  const course = useCourseInfo('165.7.1.', courseId);
  const auth = useAtomValue(authAtom);
  const canEdit = !!auth && hasRight(auth.apps, '165.7.1.', Right.edit);
  const exam = useQuery({ ...examViewQuery(examId), enabled: !!examId }).data?.exam;
  const sectors = useQuery({ ...sectorsQuery(examId), enabled: !!examId }).data?.sectors;
  const sectorId = parseId(params.sectorId) ?? sectors?.[0]?.sectorId ?? null;
  const live = useProctorLive(examId, sectorId);
  const now = useServerNow(live.serverNow);
  const queryClient = useQueryClient();
  const write = useProctorWrite();
  const [extending, setExtending] = useState<ProctorStudent | 'sector' | null>(null);
  const [reopening, setReopening] = useState<ProctorStudent | null>(null);
  const [messaging, setMessaging] = useState(false);
  const [regenerating, setRegenerating] = useState(false);

  if (!courseId || !examId) return <Navigate to="/notFound" replace />;
  if (exam && exam.courseId !== courseId) return <Navigate to="/notFound" replace />;
  const snapshot = live.snapshot;
  const key = snapshotQuery(examId, sectorId ?? 0).queryKey;
  const patch = (f: (s: ProctorSnapshot) => ProctorSnapshot) =>
    queryClient.setQueryData(key, (s: ProctorSnapshot | undefined) => s && f(s));
  const studentName = (s: ProctorStudent) => pick(s.name, lang);

  const extend = async (minutes: number) => {
    if (!sectorId || !extending) return;
    const student = extending === 'sector' ? undefined : extending;
    const r = await write.run(
      () => extendTime(examId, sectorId, minutes, student?.studentId),
      t('extend.done', { count: minutes }),
    );
    if (r) {
      queryClient.setQueryData(key, r);
      setExtending(null);
    }
  };
  const reopen = async (minutes: number) => {
    if (!reopening) return;
    const r = await write.run(() => reopenAttempt(examId, reopening.studentId, minutes), t('reopen.done'));
    if (r) {
      patch((s) => ({ ...s, students: s.students.map((x) => (x.studentId === r.studentId ? r : x)) }));
      setReopening(null);
    }
  };
  const send = async (text: string) => {
    if (!sectorId) return;
    if (await write.run(() => sendMessage(examId, sectorId, text), t('message.done'))) setMessaging(false);
  };
  const regenerate = async () => {
    if (!sectorId) return;
    const r = await write.run(() => regenerateCode(examId, sectorId), t('code.done'));
    if (r) patch((s) => ({ ...s, accessCode: r.code }));
    setRegenerating(false);
  };

  const tab = 'rounded-md px-3 py-1.5 text-sm';
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={t('title')}
        subtitle={exam && <bdi data-user-content="">{exam.name}</bdi>}
        actions={
          <ButtonLink to={`/exam-generation/${courseId}/${examId}`} testId="proctor-exam-page">
            {t('examPage')}
          </ButtonLink>
        }
      />
      {exam && exam.deliveryMode !== '20.3.' ? (
        <Alert kind="info" data-testid="proctor-not-electronic">
          {pick(TAKING_MESSAGES.notElectronic, lang)}
        </Alert>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <nav className="flex flex-wrap gap-1" aria-label={t('sectors')} data-testid="proctor-sectors">
              {sectors?.map((s) => (
                <Link
                  key={s.sectorId}
                  to={proctorPath(courseId, examId, s.sectorId)}
                  aria-current={s.sectorId === sectorId ? 'page' : undefined}
                  className={`${tab} ${
                    s.sectorId === sectorId
                      ? 'bg-primary-600 text-white'
                      : 'border border-line bg-panel hover:bg-surface'
                  }`}
                  data-testid={`proctor-sector-${s.sectorId}`}
                >
                  <bdi data-user-content="">{s.name}</bdi>
                </Link>
              ))}
            </nav>
            <span
              className={`ms-auto text-sm ${live.connected ? 'text-success-600' : 'text-danger-600'}`}
              data-testid="proctor-connection"
              data-connected={live.connected}
            >
              {t(live.connected ? 'live.on' : 'live.off')}
            </span>
          </div>
          {sectors && !sectors.length && <Alert kind="info">{t('noSectors')}</Alert>}
          {!snapshot && sectorId && !live.error && <Spinner label={t('common:loading')} />}
          {snapshot && (
            <>
              <AccessCodePanel
                snapshot={snapshot}
                now={now}
                canEdit={canEdit}
                onRegenerate={() => setRegenerating(true)}
                onExtend={() => setExtending('sector')}
                onMessage={() => setMessaging(true)}
              />
              <StatusCounts students={snapshot.students} />
              <StudentsTable
                students={snapshot.students}
                endsAt={snapshot.endsAt}
                now={now}
                canEdit={canEdit}
                onExtend={setExtending}
                onReopen={setReopening}
              />
              <MinutesDialog
                open={!!extending}
                title={t('extend.title')}
                message={
                  extending && extending !== 'sector'
                    ? t('extend.forStudent', { name: studentName(extending) })
                    : t('extend.forSector', { sector: snapshot.sectorName })
                }
                confirmLabel={t('extend.save')}
                busy={write.busy}
                onSave={extend}
                onClose={() => setExtending(null)}
                testId="proctor-extend-dialog"
              />
              <MinutesDialog
                open={!!reopening}
                title={t('reopen.title')}
                message={reopening ? t('reopen.body', { name: studentName(reopening) }) : ''}
                confirmLabel={t('reopen.save')}
                busy={write.busy}
                onSave={reopen}
                onClose={() => setReopening(null)}
                testId="proctor-reopen-dialog"
              />
              <MessageDialog
                open={messaging}
                sectorName={snapshot.sectorName}
                busy={write.busy}
                onSend={send}
                onClose={() => setMessaging(false)}
              />
              <ConfirmDialog
                open={regenerating}
                title={t('code.regenerateTitle')}
                message={t('code.regenerateBody', { sector: snapshot.sectorName })}
                confirmLabel={t('code.regenerate')}
                cancelLabel={t('cancel')}
                busy={write.busy}
                onConfirm={() => void regenerate()}
                onCancel={() => setRegenerating(false)}
                data-testid="proctor-regenerate-dialog"
              />
            </>
          )}
        </>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="exam-proctor">
      <ProctorScreen />
    </RequireRight>
  );
}
