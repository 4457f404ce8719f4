import { RequireRight } from '../common/RequireRight';
import { CourseForm } from '../components/CourseForm';

export function Component() {
  return (
    <RequireRight route="course-add">
      <CourseForm courseId={null} />
    </RequireRight>
  );
}
