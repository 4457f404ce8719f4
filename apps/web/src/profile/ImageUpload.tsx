import type { Profile } from '@mizan/domain/auth';
import { pick } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profilePath } from '../api/auth.api';
import { ApiError } from '../api/errors';
import { uploadWithProgress } from '../api/upload';
import { useLang } from '../app/useLang';
import { showToast } from '../state/store';
import { imageFileError } from './image-file';

/** Picks and uploads the profile picture with a progress bar. */
export function ImageUpload({
  username,
  onUploaded,
}: {
  username: string;
  onUploaded: (p: Profile) => void;
}) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const invalid = imageFileError(file);
    setError(invalid && pick(invalid, lang));
    if (invalid) {
      input.value = '';
      return;
    }
    const form = new FormData();
    form.append('image', file);
    setProgress(0);
    try {
      onUploaded(await uploadWithProgress<Profile>(`${profilePath(username)}/image`, form, setProgress));
      showToast(MESSAGES.profileSaved[lang], 'success');
    } catch (err) {
      if (err instanceof ApiError) setError(pick(err.fields.image ?? err.text, lang));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {/* The native file button speaks the browser's language, so it is hidden behind a translated label. */}
      <input
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        data-testid="profile-image-input"
        onChange={onPick}
        disabled={progress !== null}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="cursor-pointer rounded-md bg-primary-600 px-4 py-2 text-center text-sm font-medium text-white hover:bg-primary-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t('profile.changeImage')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('profile.imageHint')}
      </p>
      {progress !== null && (
        <progress
          value={Math.round(progress * 100)}
          max={100}
          aria-label={t('profile.uploading')}
          data-testid="profile-image-progress"
          className="h-2 w-full accent-primary-600"
        />
      )}
      {error && (
        <p
          role="alert"
          className="text-xs text-danger-600 dark:text-danger-500"
          data-testid="profile-image-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
