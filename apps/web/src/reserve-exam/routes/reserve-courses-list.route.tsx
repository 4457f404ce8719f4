import '../i18n';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';
import { reservePaths } from '../paths';

/** SPEC 2 reserve exam 'courses-list': choose the course whose exam centres to reserve; the board is one click away. */
export function Component() {
  const { t } = useTranslation('reserve-exam');
  const navigate = useNavigate();
  return (
    <RequireRight route="reserve-exam-courses-list">
      <CourseListScreen
        appId="165.7.2."
        actions={() => (
          <Button
            variant="secondary"
            onClick={() => navigate(reservePaths.board())}
            data-testid="reserve-open-board"
          >
            {t('board.open')}
          </Button>
        )}
      />
    </RequireRight>
  );
}
