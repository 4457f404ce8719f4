// The file, not the barrel: the barrel would bring headlessui into the entry chunk.
import { Toasts } from '@mizan/ui/Toasts';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { languageAtom } from '../state/languageAtom';
import { dismissToast, store } from '../state/store';
import { toastsAtom } from '../state/toastsAtom';
import { useThemeClass } from './useTheme';

/** Language changes (this tab or another, via the storage event) reach i18next and <html>. */
function LanguageSync() {
  const lang = useAtomValue(languageAtom);
  useEffect(() => changeLanguage(lang), [lang]);
  return null;
}

function ThemeSync() {
  useThemeClass();
  return null;
}

function ToastHost() {
  const { t } = useTranslation();
  return <Toasts items={useAtomValue(toastsAtom)} onDismiss={dismissToast} dismissLabel={t('close')} />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <LanguageSync />
      <ThemeSync />
      {children}
      <ToastHost />
    </JotaiProvider>
  );
}
