import { CourseListScreen } from '../../courses/common/CourseListScreen';
import { RequireRight } from '../../courses/common/RequireRight';

/** SPEC 2 course ILOs 'courses-list' (course-ilos-course-list). */
export function Component() {
  return (
    <RequireRight route="course-ilos-course-list">
      <CourseListScreen appId="165.1.3." />
    </RequireRight>
  );
}
