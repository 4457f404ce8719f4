import { Right } from '@mizan/domain/access';
import { pick } from '@mizan/domain/i18n';
import type { QuestionListItem } from '@mizan/domain/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { ListTable } from '../../course-scope/list/ListTable';
import { FILTERS, listQuery } from '../../course-scope/list/list-query';
import { useListUrl } from '../../course-scope/list/list-state';
import { useListFilters } from '../../course-scope/list/useListFilters';
import { parseId } from '../../course-scope/paths';
import { questionImportPath, questionViewPath } from '../../course-scope/question-paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { flattenIlos } from '../../question-kit/ilos';
import { courseIlosQuery, courseSubjectsQuery } from '../../question-kit/question.api';
import { questionListIdsAtom } from '../../state/questionListIdsAtom';
import { AddQuestionMenu } from '../components/AddQuestionMenu';
import { ExportMenu } from '../components/ExportMenu';
import { DeleteQuestionDialog } from '../list/DeleteQuestionDialog';
import { ADVANCED, QuestionFilters } from '../list/QuestionFilters';
import { questionListColumns } from '../list/question-list-columns';
import { questionListQuery } from '../questions.api';
import '../../i18n/texts/questions';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';

function QuestionList() {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.2.1.', courseId);
  const keepIds = useSetAtom(questionListIdsAtom);
  const url = useListUrl();
  const { params, queryKey } = url;
  const filters = useListFilters(FILTERS, ['text'], url);
  const [advancedOpen] = useState(() => ADVANCED.some((k) => params.get(k)));
  const [asking, setAsking] = useState<QuestionListItem | null>(null);
  const [creators, setCreators] = useState<Map<number, QuestionListItem['creator']>>(new Map());
  // Ticked for export, kept across pages and filters.
  const [picked, setPicked] = useState<Map<number, QuestionListItem>>(new Map());

  const query = listQuery(courseId ?? 0, new URLSearchParams(queryKey), lang);
  const list = useQuery({
    ...questionListQuery(query),
    enabled: !!courseId,
    placeholderData: keepPreviousData,
  });
  // SPEC 8: after a failure the wrapper toasts (5 s) and the list is empty.
  const data = list.isError ? undefined : list.data;
  const rows = data?.questions ?? [];
  const subjects = useQuery({ ...courseSubjectsQuery(courseId ?? 0), enabled: !!courseId }).data?.subjects;
  const ilos = useQuery({ ...courseIlosQuery(courseId ?? 0), enabled: !!courseId }).data?.courseIlos;

  const loaded = list.isPlaceholderData ? undefined : data;
  useEffect(() => {
    if (!loaded || !courseId) return;
    setCreators((m) => {
      const next = new Map(m);
      for (const q of loaded.questions) next.set(q.creator.userId, q.creator);
      return next;
    });
    // SPEC 9: the list's ids persist, for previous/next in the view screen.
    keepIds({
      courseId,
      query: queryKey,
      page: loaded.currentPage,
      limit: url.limit,
      totalItems: loaded.totalItems,
      items: loaded.questions.map((q) => ({ questionId: q.questionId, questionType: q.questionType })),
    });
  }, [loaded, courseId, queryKey, url.limit, keepIds]);

  if (!courseId) return <Navigate to="/notFound" replace />;

  // Without a chosen column the server lists the newest change first; the table says so.
  const canAdd = !!data?.rights.includes(Right.add);
  const view = (q: QuestionListItem) => questionViewPath(courseId, q.questionType, q.questionId);
  const columns = questionListColumns(t, lang, {
    courseId,
    canAdd,
    picked,
    onPick: (r, on) =>
      setPicked((m) => {
        const next = new Map(m);
        if (on) next.set(r.questionId, r);
        else next.delete(r.questionId);
        return next;
      }),
    onDelete: setAsking,
  });

  return (
    <>
      <CourseHeaderBar appId="165.2.1." course={course} />
      <PageHeader
        title={t('list.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <>
            <ExportMenu courseId={courseId} selected={[...picked.values()]} pageRows={rows} />
            {canAdd && (
              <>
                <AddQuestionMenu courseId={courseId} />
                <Link
                  to={questionImportPath(courseId)}
                  data-testid="question-import"
                  className={`${linkButton} border border-line bg-panel text-ink hover:bg-surface`}
                >
                  {t('list.import')}
                </Link>
              </>
            )}
          </>
        }
      />
      <QuestionFilters
        filters={filters}
        advancedOpen={advancedOpen}
        subjects={subjects ?? []}
        courseIlos={ilos ? flattenIlos(ilos) : []}
        creators={creators}
      />
      <ListTable
        testId="question"
        ns="questions"
        caption={t('list.title')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.questionId}
        total={data?.totalItems ?? 0}
        defaultSort={{ orderBy: 'updatedAt', desc: true }}
        loading={list.isFetching}
        list={url}
        onRowClick={(r) => navigate(view(r))}
        empty={t('list.empty')}
      />
      <DeleteQuestionDialog
        question={asking}
        onClose={() => setAsking(null)}
        // The last row of a page gone: show the page before it.
        onDeleted={() => rows.length === 1 && url.page > 1 && url.update({ page: url.page - 1 })}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="questions-list">
      <QuestionList />
    </RequireRight>
  );
}
