import { pick } from '@mizan/domain/i18n';
import { questionPaths, type QuestionListItem } from '@mizan/domain/questions';
import { ConfirmDialog } from '@mizan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { showToast } from '../../state/store';
import { deleteQuestion } from '../questions.api';
import '../../i18n/texts/questions';

interface Props {
  question: QuestionListItem | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a question of the list; the lists load again after it. */
export function DeleteQuestionDialog({ question, onClose, onDeleted }: Props) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const remove = async (q: QuestionListItem) => {
    setDeleting(true);
    try {
      const r = await deleteQuestion(q.questionId);
      showToast(pick(r.message, lang), 'success');
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: [questionPaths.list('165.2.1.')] });
    } catch {
      // SPEC 8: the wrapper's toast; the dialog closes.
    }
    setDeleting(false);
    onClose();
  };

  return (
    <ConfirmDialog
      open={!!question}
      title={t('delete.title')}
      message={t('delete.body', { text: question?.text.slice(0, 120) ?? '' })}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('common:cancel')}
      danger
      busy={deleting}
      onConfirm={() => question && void remove(question)}
      onCancel={onClose}
      data-testid="question-delete-confirm"
    />
  );
}
