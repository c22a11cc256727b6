import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  DELIVERY_FILE_MAX_BYTES,
  DELIVERY_FILE_TYPES,
  DELIVERY_FILES_MAX,
} from '@giglane/contract/order-values';
import {
  cancelOrderBody,
  deliveryForm,
  requirementsBody,
  revisionBody,
} from '@giglane/contract/orders';
import { Icon } from '../../../components/icon';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { UploadProgress } from '../../../components/upload-progress';
import {
  useAcceptOrder,
  useAnswerRequirements,
  useCancelOrder,
  useDeliverOrder,
  useRequestRevision,
  type OrderView,
} from '../../../lib/api/orders';
import { contractResolver } from '../../../lib/contract-resolver';
import { refusalOf, showRefusal } from '../../../lib/refusal';
import { fileSize } from '../../../lib/file-size';
import { settingsQueries } from '../../../lib/api/settings';

const primary =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60';
const secondary =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 transition hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60';

/** The server's refusal of the whole form (a 409, or a rule about no field shown here). */
function FormRefusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-800"
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type AnswersForm = { answers: string[] };
const answersResolver = contractResolver(requirementsBody, (form: AnswersForm) => form);

/** The buyer answers the seller's questions; the order starts with the answers. */
export function AnswerRequirementsForm({ order }: { order: OrderView }) {
  const answer = useAnswerRequirements(order.id);
  const { notify } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AnswersForm, unknown, z.output<typeof requirementsBody>>({
    resolver: answersResolver,
    defaultValues: { answers: order.requirements.map(() => '') },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await answer.mutateAsync(body);
      notify('Your answers are sent: the order has started.', 'success');
    } catch (error) {
      showRefusal(error, setError, [
        'answers',
        ...order.requirements.map((_, index) => `answers.${index}` as const),
      ]);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        {order.seller.name} needs these answers to start. The order is due{' '}
        {order.package.deliveryDays} {order.package.deliveryDays === 1 ? 'day' : 'days'} after you
        send them.
      </p>
      <ol className="space-y-5">
        {order.requirements.map(({ question }, index) => (
          <li key={index}>
            <TextAreaField
              label={`${index + 1}. ${question}`}
              rows={3}
              error={errors.answers?.[index]?.message}
              {...register(`answers.${index}`)}
            />
          </li>
        ))}
      </ol>
      <FormRefusal message={errors.answers?.message ?? errors.root?.server?.message} />
      <button type="submit" disabled={answer.isPending} className={primary}>
        {answer.isPending ? 'Sending…' : 'Send answers and start'}
      </button>
    </form>
  );
}

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
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ message: string }, unknown, z.output<typeof deliveryForm>>({
    resolver: contractResolver(deliveryForm, (form: { message: string }) => form),
    defaultValues: { message: '' },
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

  const onSubmit = handleSubmit(async ({ message }) => {
    setSent(0);
    try {
      const delivered = await deliver.mutateAsync({ message, files, onProgress: setSent });
      notify('Delivered: the buyer has been told.', 'success');
      onDelivered(delivered.deliveries.at(-1)!.id);
    } catch (error) {
      showRefusal(error, setError, ['message']);
    } finally {
      setSent(null);
    }
  });

  const refusal = errors.root?.server?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
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
      <button type="submit" disabled={deliver.isPending} className={primary}>
        <Icon name="arrowRightSolid" className="size-4" />
        {deliver.isPending ? 'Delivering…' : 'Deliver now'}
      </button>
    </form>
  );
}

/**
 * The buyer's answer to a delivery: accept it (the order completes), or ask for a revision with a
 * note while revisions remain.
 */
export function DeliveryAnswer({ order }: { order: OrderView }) {
  const accept = useAcceptOrder(order.id);
  const { confirm, notify } = useNotifications();
  const [revising, setRevising] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayRevise = order.actions.includes('request_revision');

  const onAccept = async () => {
    const sure = await confirm('Accept the delivery and complete the order?', {
      detail: 'Once completed, the order is closed and you can review it.',
      yes: 'Accept',
    });
    if (!sure) return;
    try {
      await accept.mutateAsync(undefined);
      setRefusal(null);
      notify('Order completed. Tell others how it went!', 'success');
    } catch (error) {
      setRefusal(refusalOf(error) ?? 'The order could not be accepted. Try again.');
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void onAccept()}
          disabled={accept.isPending}
          className={primary}
        >
          <Icon name="check" className="size-4" />
          {accept.isPending ? 'Accepting…' : 'Accept delivery'}
        </button>
        {mayRevise && !revising && (
          <button type="button" onClick={() => setRevising(true)} className={secondary}>
            <Icon name="revisions" className="size-4" />
            Request a revision
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600">{revisionsText(order)}</p>
      <FormRefusal message={refusal ?? undefined} />
      {revising && <RevisionForm order={order} onClose={() => setRevising(false)} />}
    </div>
  );
}

/** "2 of 3 revisions left", "No revisions left", "Unlimited revisions". */
export function revisionsText(order: Pick<OrderView, 'revisionsLeft' | 'package'>): string {
  if (order.revisionsLeft === null) return 'Unlimited revisions: ask for as many as you need.';
  if (order.revisionsLeft === 0) return 'No revisions left in this package.';
  return `${order.revisionsLeft} of ${order.package.revisions} ${order.package.revisions === 1 ? 'revision' : 'revisions'} left.`;
}

function RevisionForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const revise = useRequestRevision(order.id);
  const { notify } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ note: string }, unknown, z.output<typeof revisionBody>>({
    resolver: contractResolver(revisionBody, (form: { note: string }) => form),
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await revise.mutateAsync(body);
      notify('Revision requested: the seller has been told.', 'success');
      onClose();
    } catch (error) {
      showRefusal(error, setError, ['note']);
    }
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <TextAreaField
        label="What should change?"
        rows={4}
        placeholder="Be specific: what to change, and how it should look."
        error={errors.note?.message}
        {...register('note')}
      />
      <FormRefusal message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={revise.isPending} className={primary}>
          {revise.isPending ? 'Sending…' : 'Send revision request'}
        </button>
        <button type="button" onClick={onClose} className={secondary}>
          Keep the delivery
        </button>
      </div>
    </form>
  );
}

/** Cancelling with a reason, behind a button: the reason goes on the timeline for both sides. */
export function CancelOrder({ order }: { order: OrderView }) {
  const cancel = useCancelOrder(order.id);
  const { notify } = useNotifications();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }, unknown, z.output<typeof cancelOrderBody>>({
    resolver: contractResolver(cancelOrderBody, (form: { reason: string }) => form),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync(body);
      notify('The order is cancelled.', 'info');
    } catch (error) {
      showRefusal(error, setError, ['reason']);
    }
  });
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-rose-700 hover:text-rose-900 hover:underline"
      >
        Cancel order
      </button>
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <TextAreaField
        label="Why cancel?"
        rows={3}
        hint="Both of you see the reason on the order's timeline."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormRefusal message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={cancel.isPending}
          className="inline-flex h-10 items-center rounded-lg bg-rose-700 px-4 text-sm font-bold text-white transition hover:bg-rose-800 disabled:cursor-wait disabled:opacity-60"
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel the order'}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Keep it
        </button>
      </div>
    </form>
  );
}
