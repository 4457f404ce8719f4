import { pick } from '@mizan/domain/i18n';
import type { ReactNode } from 'react';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import type { ExamScreen } from '../hooks/useExamScreen';
import { ExamLiveBar } from './ExamLiveBar';

/** The head of a screen of one exam: the course bar, the title over the exam's name, who else is there. */
export function ExamScreenHeader({
  screen,
  title,
  actions,
}: {
  screen: ExamScreen;
  title: string;
  actions?: ReactNode;
}) {
  const lang = useLang();
  const { course, view } = screen;
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader
        title={title}
        subtitle={
          view ? (
            <bdi data-user-content="">{view.exam.name}</bdi>
          ) : course ? (
            pick(course.courseName, lang)
          ) : undefined
        }
        actions={actions}
      />
      <ExamLiveBar live={screen.live} />
    </>
  );
}
