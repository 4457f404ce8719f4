import type { RichTextEditorTexts } from '@mizan/ui/editor/RichTextEditor';
import { useTranslation } from 'react-i18next';
import '../i18n/texts/editor';

/** The editor's words in the screen's language (editor.json 'toolbar'; '{x}' placeholders are the editor's). */
export function useEditorTexts(): RichTextEditorTexts {
  const { t } = useTranslation('editor');
  return t('toolbar', { returnObjects: true }) as unknown as RichTextEditorTexts;
}
