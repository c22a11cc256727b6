import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  DELIVERY_FILE_MAX_BYTES,
  DELIVERY_FILE_TYPES,
  DELIVERY_FILES_MAX,
} from '@giglane/contract/order-values';
import { deliveryForm } from '@giglane/contract/orders';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { UploadProgress } from '../../../components/upload-progress';
import { useDeliverOrder, type OrderView } from '../../../lib/api/orders';
import { settingsQueries } from '../../../lib/api/settings';
import { fileSize } from '../../../lib/file-size';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormRefusal, primaryButton } from './order-parts';

const ACCEPTED_FILES = DELIVERY_FILE_TYPES.flatMap((type) =>
  type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`],
).join(',');

/**
 * The seller's delivery: a message and up to DELIVERY_FILES_MAX files, uploaded with a progress
 * bar. The server tells each file's kind by its content; here only the count and size are checked
 * first, so a seller learns of those before waiting for an upload.
 */
export function DeliverForm({
  order,
  onDelivered,
}: {
  order: OrderView;
  /** Called with the new delivery's id once it is sent; this form is gone then. */
  onDelivered: (deliveryId: number) => void;
}) {
  const deliver = useDeliverOrder(order.id);
  // The server's configured limit; the contract's default until it is known.
  const maxBytes =
    useQuery(settingsQueries.marketplace()).data?.maxDeliveryFileBytes ?? DELIVERY_FILE_MAX_BYTES;
  const { notify } = useNotifications();
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ message: string }, typeof deliveryForm>({
    schema: deliveryForm,
    defaultValues: { message: '' },
    submit: async ({ message }) => {
      setSent(0);
      try {
        const delivered = await deliver.mutateAsync({ message, files, onProgress: setSent });
        notify('Delivered: the buyer has been told.', 'success');
        onDelivered(delivered.deliveries.at(-1)!.id);
      } finally {
        setSent(null);
      }
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooBig = picked.find((file) => file.size > maxBytes);
    const room = DELIVERY_FILES_MAX - files.length;
    if (tooBig)
      setFileProblem(
        `${tooBig.name} is ${fileSize(tooBig.size)}: a file may be ${fileSize(maxBytes)} at most.`,
      );
    else if (picked.length > room)
      setFileProblem(`A delivery holds ${DELIVERY_FILES_MAX} files at most.`);
    else {
      setFileProblem(null);
      setFiles((current) => [...current, ...picked]);
    }
  };

  const refusal = errors.root?.server?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextAreaField
        label="Message to the buyer"
        rows={5}
        placeholder="What you deliver, and anything the buyer should know to use it."
        disabled={deliver.isPending}
        error={errors.message?.message}
        {...register('message')}
      />
      <div>
        <p id={`${filesId}-label`} className="text-sm font-semibold text-slate-800">
          Files
        </p>
        <p id={`${filesId}-hint`} className="mt-0.5 text-xs text-slate-500">
          Up to {DELIVERY_FILES_MAX} files of {fileSize(maxBytes)} at most: JPG, PNG, GIF, PDF, ZIP,
          or MP4, MOV and WebM videos. The buyer gets them exactly as you upload them, metadata such
          as a photo&rsquo;s location included.
        </p>
        {files.length > 0 && (
          <ul aria-labelledby={`${filesId}-label`} className="mt-3 space-y-2">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm"
              >
                <Icon name="file" className="size-5 text-slate-400" />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">
                  {file.name}
                </span>
                <span className="shrink-0 text-xs text-slate-500">{fileSize(file.size)}</span>
                <button
                  type="button"
                  disabled={deliver.isPending}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                  aria-label={`Remove ${file.name}`}
                  className="rounded p-1 text-slate-500 hover:bg-rose-50 hover:text-rose-700"
                >
                  <Icon name="remove" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={picker}
          id={filesId}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          onChange={onPick}
          aria-labelledby={`${filesId}-label`}
          aria-describedby={`${filesId}-hint`}
          className="sr-only"
          tabIndex={-1}
        />
        <button
          type="button"
          disabled={deliver.isPending || files.length >= DELIVERY_FILES_MAX}
          onClick={() => picker.current?.click()}
          className="mt-3 inline-flex h-10 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <Icon name="plus" className="size-4" />
          {files.length >= DELIVERY_FILES_MAX ? `${DELIVERY_FILES_MAX} files at most` : 'Add files'}
        </button>
        {fileProblem && (
          <p role="alert" className="mt-2 text-sm text-rose-600">
            {fileProblem}
          </p>
        )}
      </div>
      {sent !== null && <UploadProgress label="Delivery upload" sent={sent} sending="Uploading" />}
      <FormRefusal message={refusal} />
      <button type="submit" disabled={deliver.isPending} className={primaryButton}>
        <Icon name="arrowRightSolid" className="size-4" />
        {deliver.isPending ? 'Delivering…' : 'Deliver now'}
      </button>
    </form>
  );
}
