import { RequireRight } from '../../course-scope/RequireRight';
import { CourseForm } from '../components/CourseForm';

export function Component() {
  return (
    <RequireRight route="course-add">
      <CourseForm courseId={null} />
    </RequireRight>
  );
}
