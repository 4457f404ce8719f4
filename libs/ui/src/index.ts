export { Button, type ButtonProps, type ButtonVariant, buttonClass } from './Button';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DateField, type DateFieldProps, type DateFieldType, formatFieldValue } from './DateField';
export {
  type Column,
  DataTable,
  type DataTableProps,
  type DataTableTexts,
  type SortState,
} from './DataTable';
export { Drawer, type DrawerProps } from './Drawer';
export { DEFAULT_DIALOG_WIDTH, Dialog, type DialogProps } from './Dialog';
export { ScopeTree, type ScopeTreeProps, type ScopeTreeTexts, type TreeNode } from './ScopeTree';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { TextField, type TextFieldProps } from './TextField';
export { type ToastItem, Toasts, type ToastsProps } from './Toasts';
export { Alert, type AlertKind, type AlertProps } from './Alert';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxTree, type CheckboxTreeNode, type CheckboxTreeProps } from './CheckboxTree';
export { ExpandPanel, type ExpandPanelProps } from './ExpandPanel';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
