import { pick } from '@mizan/domain/i18n';
import { Spinner } from '@mizan/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { portalLogin } from '../api/auth.api';
import { ApiError } from '../api/errors';
import { useLang } from '../app/useLang';
import { AuthFrame } from './AuthFrame';

/** SPEC 2 /myMansLogin/{token}: a one-time login signed by the university portal. */
export function Component() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  // The token works once; StrictMode's double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    portalLogin(token).then(
      () => navigate('/dashboard', { replace: true }),
      (err: unknown) => setError(err instanceof ApiError ? err : new ApiError(0, null)),
    );
  }, [token, navigate]);

  return (
    <AuthFrame>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        {error ? (
          <>
            <p role="alert" className="rounded-md bg-danger-600 p-3 text-sm text-white">
              {pick(error.text, lang)}
            </p>
            <Link to="/login" className="text-primary-600 underline">
              {t('portal.toLogin')}
            </Link>
          </>
        ) : (
          <Spinner label={t('portal.signingIn')} />
        )}
      </div>
    </AuthFrame>
  );
}
