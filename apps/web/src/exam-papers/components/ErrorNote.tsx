import { pick } from '@mizan/domain/i18n';
import { Alert } from '@mizan/ui';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';

/** A refusal the screen shows itself: the server's own {ar, en} words (SPEC 4 'cannot be exported ...'). */
export function ErrorNote({ error, testId }: { error: unknown; testId: string }) {
  const lang = useLang();
  if (!error) return null;
  const text = error instanceof ApiError ? error.text : { ar: String(error), en: String(error) };
  return (
    <Alert kind="error" className="mb-3" data-testid={testId}>
      {pick(text, lang)}
    </Alert>
  );
}
