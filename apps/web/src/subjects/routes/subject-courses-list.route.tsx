import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 subjects 'courses-list': the course list of active courses (SPEC 7 activeStatus=1). */
export function Component() {
  return (
    <RequireRight route="subject-courses-list">
      <CourseListScreen appId="165.1.2." forceActive />
    </RequireRight>
  );
}
