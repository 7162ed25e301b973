import { useTranslation } from 'react-i18next';
import { answerDialog, useDialogQueue, type DialogText } from './dialog-service';
import { MessageDialog } from './lazy-kit';

/** Renders the dialogs raised through `showDialog` one at a time. The host mounts it once. */
export function DialogHost() {
  const queue = useDialogQueue();
  const { t } = useTranslation();
  const dialog = queue[0];
  if (!dialog) return null;
  const text = (value: DialogText | undefined): string | undefined => {
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    return t(value.key, { ...value.params, ns: value.ns ?? 'shared' });
  };
  return (
    <MessageDialog
      key={dialog.id}
      open
      message={text(dialog.message)}
      title={text(dialog.title)}
      confirmLabel={text(dialog.confirmLabel)}
      cancelLabel={text(dialog.cancelLabel)}
      onConfirm={() => answerDialog(dialog.id, true)}
      onCancel={dialog.withCancel ? () => answerDialog(dialog.id, false) : undefined}
    />
  );
}
