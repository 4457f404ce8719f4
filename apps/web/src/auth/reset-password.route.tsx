import { changePasswordSchema, resetPasswordSchema } from '@mizan/domain/auth';
import { pick } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { type FieldErrors, validate } from '@mizan/domain/validation';
import { Button, TextField } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { changePassword, resetPassword } from '../api/auth.api';
import { ApiError } from '../api/errors';
import { loginPathFor, safeRedirect } from '../app/navigation';
import { useLang } from '../app/useLang';
import { useLogout } from '../app/useLogout';
import { authAtom } from '../state/authAtom';
import { showToast } from '../state/store';
import { AuthFrame } from './AuthFrame';
import { PasswordToggle } from './PasswordToggle';

/**
 * SPEC 2 /resetPassword: the forced reset, checked with the same schema the API uses. Without a
 * pending reset it is the user's own choice (from the profile): the current password is asked,
 * and nothing says they must.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const navigate = useNavigate();
  const logout = useLogout();
  const [search] = useSearchParams();
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});

  if (!auth) return <Navigate to={loginPathFor(`/resetPassword${window.location.search}`)} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const forced = auth.resetPassword;
    const valid = forced
      ? validate(resetPasswordSchema, { password, confirmPassword })
      : validate(changePasswordSchema, { currentPassword, password, confirmPassword });
    if (!valid.success) return setFields(valid.fields);
    setFields({});
    setBusy(true);
    try {
      await (forced
        ? resetPassword({ password, confirmPassword })
        : changePassword({ currentPassword, password, confirmPassword }));
      showToast(MESSAGES.passwordChanged[lang], 'success');
      navigate(safeRedirect(search), { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError)
        setFields(Object.keys(err.fields).length ? err.fields : { currentPassword: err.text });
    }
  };

  const error = (name: string) => fields[name] && pick(fields[name], lang);

  return (
    <AuthFrame>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="reset-title"
        className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-xl border border-line bg-panel p-6 shadow-sm"
      >
        <h1 id="reset-title" className="text-2xl font-semibold">
          {t('reset.title')}
        </h1>
        <p className="text-sm text-muted" data-testid="reset-intro">
          {auth.resetPassword ? pick(auth.resetMessage ?? MESSAGES.forcedReset, lang) : t('reset.voluntary')}
        </p>
        {!auth.resetPassword && (
          <TextField
            label={t('reset.current')}
            name="currentPassword"
            data-testid="current-password"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
            error={error('currentPassword')}
          />
        )}
        <TextField
          label={t('reset.password')}
          name="password"
          data-testid="new-password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error('password')}
          hint={t('reset.policy')}
          end={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        />
        <TextField
          label={t('reset.confirm')}
          name="confirmPassword"
          data-testid="confirm-password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirm(e.target.value)}
          error={error('confirmPassword')}
        />
        <div className="flex flex-wrap justify-between gap-2">
          {auth.resetPassword ? (
            <Button variant="ghost" onClick={logout} data-testid="logout">
              {t('shell:user.logout')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => navigate(safeRedirect(search))} data-testid="reset-cancel">
              {t('common:cancel')}
            </Button>
          )}
          <Button type="submit" data-testid="reset-submit" busy={busy}>
            {t(auth.resetPassword ? 'reset.submit' : 'reset.save')}
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
