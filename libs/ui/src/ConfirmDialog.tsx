import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs. */
  busy?: boolean;
  danger?: boolean;
  'data-testid'?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      title={props.title}
      data-testid={props['data-testid']}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
            {props.cancelLabel}
          </Button>
          <Button variant={props.danger ? 'danger' : 'primary'} onClick={props.onConfirm} busy={props.busy}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{props.message}</p>
    </Dialog>
  );
}
