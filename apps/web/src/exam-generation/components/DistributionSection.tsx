import {
  type DistributionPlan,
  EXAM_MESSAGES,
  type ExamView,
  planDistribution,
} from '@mizan/domain/exam-generation';
import { type Bilingual, fill, formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, Button, ConfirmDialog } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import type { ExamLive } from '../hooks/useExamLive';
import { useExamWrite } from '../hooks/useExamWrite';
import { approveDistribution, distribute, sectorsQuery, studentsQuery } from '../students.api';

interface Props {
  view: ExamView;
  live: ExamLive;
  lockedReason: string | null;
}

/**
 * Distribution (API.md 'Distribute'): a preview of the plan the API will make (the same pure
 * planDistribution over the active students, sectors and models), then Distribute; Approve locks
 * the exam after a confirmation that says so.
 */
export function DistributionSection({ view, live, lockedReason }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const examId = view.exam.examId;
  const counts = useQuery(studentsQuery(examId, 1, 20, false)).data?.counts;
  const sectors = useQuery(sectorsQuery(examId)).data?.sectors;
  const write = useExamWrite(live, view.lockVersion);
  const [approving, setApproving] = useState(false);
  const n = (x: number) => formatNumber(x, lang);
  const modelNos = view.models.map((m) => m.modelNo).sort((a, b) => a - b);
  const codeOf = (no: number) => view.models.find((m) => m.modelNo === no)?.code ?? String(no);

  // Only how many students there are matters to the plan's shape: placeholders stand for them.
  const plan =
    counts && sectors
      ? planDistribution(
          Array.from({ length: counts.active }, (_, i) => i),
          sectors,
          modelNos,
        )
      : null;
  const published = view.status === 'published';
  const distributed = !!counts && counts.active > 0 && counts.unassigned === 0 && published;
  const distributeBlock =
    lockedReason ??
    (!published
      ? pick(EXAM_MESSAGES.distributeNeedsPublished, lang)
      : plan && !plan.ok
        ? pick(planProblem(plan), lang)
        : null);
  const approveBlock = lockedReason ?? (distributed ? null : pick(EXAM_MESSAGES.notDistributed, lang));

  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="exam-distribution">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('distribution.title')}</h2>
        <span className="text-sm text-muted" data-testid="distribution-state" data-distributed={distributed}>
          {view.status === 'distributionApproved'
            ? t('distribution.approved')
            : distributed
              ? t('distribution.done')
              : t('distribution.notYet')}
        </span>
        <div className="ms-auto flex gap-2">
          <Button
            variant="secondary"
            busy={write.busy && !approving}
            disabled={!!distributeBlock}
            title={distributeBlock ?? undefined}
            onClick={() =>
              void write.run(
                () => distribute(examId, view.lockVersion),
                (r) => t('distribution.distributed', { count: r.seated, n: n(r.seated) }),
              )
            }
            data-testid="distribute"
          >
            {distributed ? t('distribution.again') : t('distribution.action')}
          </Button>
          <Button
            disabled={!!approveBlock}
            title={approveBlock ?? undefined}
            onClick={() => setApproving(true)}
            data-testid="distribution-approve"
          >
            {t('distribution.approve')}
          </Button>
        </div>
      </div>
      {!lockedReason && distributeBlock && (
        <p className="mb-2 text-sm text-muted" data-testid="distribution-blocked">
          {distributeBlock}
        </p>
      )}
      {plan?.ok && sectors && !lockedReason && (
        <div data-testid="distribution-preview">
          <p className="mb-2 text-sm">{t('distribution.preview')}</p>
          <ul className="space-y-1 text-sm">
            {sectors.map((s) => {
              const seats = plan.seats.filter((p) => p.sectorId === s.sectorId);
              const first = seats.slice(0, 6).map((p) => codeOf(p.modelNo));
              return (
                <li key={s.sectorId} className="flex flex-wrap gap-2" data-testid={`preview-${s.sectorId}`}>
                  <bdi className="font-medium" data-user-content>
                    {s.name}
                  </bdi>
                  <span>
                    {t('distribution.seats', {
                      count: seats.length,
                      n: n(seats.length),
                      capacity: n(s.capacity),
                    })}
                  </span>
                  {first.length > 0 && (
                    <span className="font-mono text-muted" dir="ltr">
                      {first.join(' · ')}
                      {seats.length > first.length ? ' …' : ''}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {lockedReason && (
        <Alert kind="info" data-testid="distribution-locked">
          {lockedReason}
        </Alert>
      )}
      <ConfirmDialog
        open={approving}
        title={t('distribution.approveTitle')}
        message={t('distribution.approveBody')}
        confirmLabel={t('distribution.approve')}
        cancelLabel={t('common.cancel')}
        busy={write.busy}
        onConfirm={() =>
          void write
            .run(
              () => approveDistribution(examId, view.lockVersion),
              () => t('distribution.approvedToast'),
            )
            .then(() => setApproving(false))
        }
        onCancel={() => setApproving(false)}
        data-testid="distribution-approve-dialog"
      />
    </section>
  );
}

/** Why the plan cannot be made, in the API's own words (the same refusal distribute would answer). */
function planProblem(plan: Extract<DistributionPlan, { ok: false }>): Bilingual {
  if (plan.reason === 'capacity')
    return fill(EXAM_MESSAGES.sectorsTooSmall, { capacity: plan.capacity, students: plan.students });
  if (plan.reason === 'noModels') return EXAM_MESSAGES.distributeNeedsPublished;
  return EXAM_MESSAGES[plan.reason];
}
