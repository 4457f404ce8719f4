import { LIMITS } from '@mizan/domain/limits';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { IMAGE_TYPES } from './Toolbar';
import { fill, type RichTextEditorProps } from './types';

/**
 * An image picked in the toolbar: checked (type, size), uploaded with progress, then inserted at
 * the selection; a refusal or a failed upload is shown under the text.
 */
export function useImageUpload(editor: Editor | null, props: RichTextEditorProps) {
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { texts, onUploadImage } = props;
  const pick = (file: File | undefined) => {
    setError(null);
    if (!file || !onUploadImage || !editor) return;
    if (!IMAGE_TYPES.includes(file.type)) return setError(texts.imageType);
    if (file.size > LIMITS.richTextUploadMaxBytes)
      return setError(
        fill(texts.imageSize, {
          max: (props.formatNumber ?? String)(LIMITS.richTextUploadMaxBytes / 1024 / 1024),
        }),
      );
    setUpload({ progress: 0 });
    onUploadImage(file, (progress) => setUpload({ progress })).then(
      (src) => {
        setUpload(null);
        if (!editor.isDestroyed) editor.chain().focus().setImage({ src }).run();
      },
      () => {
        setUpload(null);
        setError(texts.imageFailed);
      },
    );
  };
  return { upload, error, pick };
}
