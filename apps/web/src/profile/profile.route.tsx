import { labelOf, USER_ORIGINS, type UserOriginCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import { Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { resetPathFor } from '../app/navigation';
import { useLang } from '../app/useLang';
import { authAtom } from '../state/authAtom';
import { profileQuery } from './profile.api';
import { UserImage } from './UserImage';
import { ButtonLink } from '../app/ButtonLink';

/** SPEC 2 profile/{username}: read-only view; an edit link when the server allows it. */
export function Component() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const { username = '' } = useParams();
  const profile = useQuery(profileQuery(username)).data;
  const me = useAtomValue(authAtom)?.username;

  if (!profile) return <Spinner label={t('common:loading')} />;
  const name = pick(profile.name, lang) || profile.username;
  const rows: [string, string][] = [
    [t('profile.username'), profile.username],
    [t('profile.nameAr'), profile.name.ar],
    [t('profile.nameEn'), profile.name.en],
    [t('profile.email'), profile.email ?? ''],
    [t('profile.phone'), profile.phone ?? ''],
    [t('profile.nationalId'), profile.nationalId ?? ''],
    [t('profile.scope'), pick(profile.scope, lang)],
    [t('profile.origin'), labelOf(USER_ORIGINS, profile.origin as UserOriginCode, lang)],
  ];
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        actions={
          <>
            {profile.username === me && (
              <ButtonLink
                to={resetPathFor(`/profile/${encodeURIComponent(profile.username)}`)}
                testId="profile-change-password"
              >
                {t('profile.changePassword')}
              </ButtonLink>
            )}
            {profile.canEdit && (
              <ButtonLink
                to={`/profileEdit/${encodeURIComponent(profile.username)}`}
                variant="primary"
                testId="profile-edit-link"
              >
                {t('profile.edit')}
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6 rounded-xl border border-line bg-panel p-6 md:flex-row">
        <div className="flex flex-col items-center gap-2">
          <UserImage src={profile.userImage} alt={t('profile.image', { name })} fallback={name.slice(0, 1)} />
          <p className="font-medium">
            <bdi data-user-content="">{name}</bdi>
          </p>
        </div>
        <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              {/* <bdi>: Latin values (email, numbers) keep their own direction yet align with the page. */}
              <dd className="font-medium">
                {value ? (
                  <bdi data-user-content="">{value}</bdi>
                ) : (
                  <span className="text-muted">{t('profile.none')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
