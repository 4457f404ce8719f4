import { loginSchema } from '@mizan/domain/auth';
import { fill, pick } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { type FieldErrors, validate } from '@mizan/domain/validation';
import { Button, TextField } from '@mizan/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '../api/auth.api';
import { ApiError } from '../api/errors';
import { resetPathFor, safeRedirect } from '../app/navigation';
import { useLang } from '../app/useLang';
import { AuthFrame } from './AuthFrame';
import { LoginInfo } from './LoginInfo';
import { PasswordToggle } from './PasswordToggle';

export function Component() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ApiError | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const valid = validate(loginSchema, { username, password });
    if (!valid.success) return setFields(valid.fields);
    setFields({});
    setBusy(true);
    try {
      const session = await login(valid.data);
      const target = safeRedirect(search);
      navigate(session.resetPassword ? resetPathFor(target) : target, { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) {
        setError(err);
        setFields(err.fields);
      }
    }
  };

  // 429 carries Retry-After; the server text names the minutes already, the header refines it.
  const errorText =
    error?.status === 429 && error.retryAfter && !error.body
      ? fill(MESSAGES.tooManyAttempts, { minutes: Math.ceil(error.retryAfter / 60) })[lang]
      : error && pick(error.text, lang);

  return (
    <AuthFrame aside={<LoginInfo />}>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
        className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-xl border border-line bg-panel p-6 shadow-sm"
      >
        <h1 id="login-title" className="text-2xl font-semibold">
          {t('login.title')}
        </h1>
        {errorText && (
          <p
            role="alert"
            data-testid="login-error"
            className="rounded-md bg-danger-600 p-3 text-sm text-white"
          >
            {errorText}
          </p>
        )}
        <TextField
          label={t('login.username')}
          name="username"
          data-testid="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fields.username && pick(fields.username, lang)}
          maxLength={100}
          required
        />
        <TextField
          label={t('login.password')}
          name="password"
          data-testid="password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password && pick(fields.password, lang)}
          required
          end={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        />
        <Button type="submit" data-testid="login-submit" busy={busy}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
