import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../../../components/modal';
import { Icon } from '../../../components/icon';

/**
 * The dialog that adds a record, or updates the one given: its footer button says ADD or UPDATE
 * and submits the form that `children` renders with the id it is handed.
 */
export function RecordModal({
  editing,
  children,
  ...modal
}: Omit<ModalProps, 'children' | 'formId' | 'submitLabel'> & {
  editing: boolean;
  children: (formId: string) => ReactNode;
}) {
  const formId = useId();
  return (
    <Modal {...modal} formId={formId} submitLabel={editing ? 'UPDATE' : 'ADD'}>
      {children(formId)}
    </Modal>
  );
}

/** The form of a RecordModal: why the server refused it on top, then its fields. */
export function RecordForm({
  id,
  onSubmit,
  refusal,
  children,
}: {
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  refusal?: string;
  children: ReactNode;
}) {
  return (
    <form id={id} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormBanner message={refusal} />
      {children}
    </form>
  );
}

function FormBanner({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-rose-200 bg-rose-50 px-3.5 py-3 text-sm text-rose-800"
    >
      <Icon name="alert" className="mt-0.5 size-4" />
      <p>
        <span className="font-semibold">The server refused this change:</span> {message}
      </p>
    </div>
  );
}
