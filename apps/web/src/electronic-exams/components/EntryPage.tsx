import { ACCESS_CODE, TAKING_LIMITS } from '@mizan/domain/electronic-exams/taking';
import { type Bilingual, type Lang, pick } from '@mizan/domain/i18n';
import { Alert } from '@mizan/ui/Alert';
import { Button } from '@mizan/ui/Button';
import { TextField } from '@mizan/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { applyLang } from '../i18n';
import { useExam } from '../session/useExam';
import { TopBar } from './TopBar';

const LANG_KEY = 'mizan.language';

/**
 * National id + the access code the proctor reads out (issue 16 part 1). Digits typed with an
 * Arabic keyboard (٠-٩) are taken as digits.
 */
export function EntryPage({ notice }: { notice?: Bilingual }) {
  const session = useExam();
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [nationalId, setNationalId] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Bilingual | string | null>(notice ?? null);
  const [fields, setFields] = useState<Record<string, Bilingual>>({});

  const switchLang = (next: Lang) => {
    localStorage.setItem(LANG_KEY, JSON.stringify(next));
    applyLang(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await session.signIn(latinDigits(nationalId).trim(), latinDigits(accessCode).trim());
    } catch (err) {
      if (err instanceof ApiError) {
        setFields(err.fields);
        if (Object.keys(err.fields).length === 0) setError(err.text);
      } else setError(t('entry.offline'));
    } finally {
      setBusy(false);
    }
  };

  const text = (v: Bilingual | string) => (typeof v === 'string' ? v : pick(v, lang));
  return (
    <div className="min-h-screen">
      <TopBar onLanguage={switchLang} />
      <main className="mx-auto mt-12 max-w-md px-4">
        <form
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-xl border border-line bg-panel p-6 shadow-sm"
          noValidate
        >
          <h1 className="text-xl font-semibold">{t('entry.title')}</h1>
          <p className="text-sm text-muted">{t('entry.intro')}</p>
          {error && <Alert data-testid="entry-error">{text(error)}</Alert>}
          <TextField
            label={t('entry.nationalId')}
            hint={t('entry.nationalIdHint')}
            value={nationalId}
            onChange={(e) => setNationalId(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={14}
            required
            error={fields.nationalId ? text(fields.nationalId) : undefined}
          />
          <TextField
            label={t('entry.accessCode')}
            hint={t('entry.accessCodeHint')}
            value={accessCode}
            onChange={(e) => setAccessCode(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={TAKING_LIMITS.accessCodeLength}
            pattern={ACCESS_CODE.source}
            required
            error={fields.accessCode ? text(fields.accessCode) : undefined}
          />
          <Button type="submit" busy={busy}>
            {t('entry.signIn')}
          </Button>
        </form>
      </main>
    </div>
  );
}

/** ٠١٢٣٤٥٦٧٨٩ (and Persian ۰-۹) to 0-9. */
const latinDigits = (s: string) =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
