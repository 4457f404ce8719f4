import { type Profile, type ProfileEdit, profileEditSchema } from '@mizan/domain/auth';
import { pick } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { type FieldErrors, validate } from '@mizan/domain/validation';
import { Button, Spinner, TextField } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { saveProfile } from '../api/auth.api';
import { ApiError } from '../api/errors';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { showToast } from '../state/store';
import { ImageUpload } from './ImageUpload';
import { profileQuery } from './profile.api';
import { UserImage } from './UserImage';

type Form = Required<ProfileEdit>;
const FIELDS: { name: keyof Form; type?: string; dir: 'ltr' | 'rtl'; max: number }[] = [
  { name: 'nameAr', dir: 'rtl', max: 100 },
  { name: 'nameEn', dir: 'ltr', max: 100 },
  { name: 'email', type: 'email', dir: 'ltr', max: 200 },
  { name: 'phone', type: 'tel', dir: 'ltr', max: 20 },
  { name: 'nationalId', dir: 'ltr', max: 14 },
];

const toForm = (p: Profile): Form => ({
  nameAr: p.name.ar,
  nameEn: p.name.en,
  email: p.email ?? '',
  phone: p.phone ?? '',
  nationalId: p.nationalId ?? '',
});

/** SPEC 2 profileEdit/{username}, validated with the schema the API uses. */
export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const navigate = useNavigate();
  const { username = '' } = useParams();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(username)).data;
  // Untouched, the form follows the loaded profile; the first keystroke makes it the user's.
  const [edits, setForm] = useState<Form | null>(null);
  const form = edits ?? (profile ? toForm(profile) : null);
  const setProfile = (p: Profile) => queryClient.setQueryData(profileQuery(username).queryKey, p);
  const [fields, setFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (!profile || !form) return <Spinner label={t('common:loading')} />;
  if (!profile.canEdit) return <Navigate to="/notFound" replace />;
  const viewPath = `/profile/${encodeURIComponent(profile.username)}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validate(profileEditSchema, form);
    if (!valid.success) return setFields(valid.fields);
    setFields({});
    setBusy(true);
    try {
      setProfile(await saveProfile(username, valid.data));
      showToast(MESSAGES.profileSaved[lang], 'success');
      navigate(viewPath);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setFields(err.fields);
    }
  };

  const name = pick(profile.name, lang) || profile.username;
  return (
    <>
      <PageHeader title={t('profile.editTitle')} />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <section className="flex flex-col items-center gap-4 rounded-xl border border-line bg-panel p-6">
          <UserImage src={profile.userImage} alt={t('profile.image', { name })} fallback={name.slice(0, 1)} />
          <ImageUpload username={profile.username} onUploaded={setProfile} />
        </section>
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-6"
        >
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              label={t(`profile.${f.name}`)}
              name={f.name}
              data-testid={`profile-${f.name}`}
              type={f.type ?? 'text'}
              dir={f.dir}
              maxLength={f.max}
              value={form[f.name]}
              onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
              error={fields[f.name] && pick(fields[f.name], lang)}
            />
          ))}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate(viewPath)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" busy={busy} data-testid="profile-save">
              {t('common:save')}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
