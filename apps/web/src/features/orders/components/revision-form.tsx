import { revisionBody } from '@giglane/contract/orders';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { useRequestRevision, type OrderView } from '../../../lib/api/orders';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormRefusal, primaryButton, secondaryButton } from './order-parts';

/** The buyer's note of what a revision should change. */
export function RevisionForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const revise = useRequestRevision(order.id);
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ note: string }, typeof revisionBody>({
    schema: revisionBody,
    defaultValues: { note: '' },
    submit: async (body) => {
      await revise.mutateAsync(body);
      notify('Revision requested: the seller has been told.', 'success');
      onClose();
    },
  });
  return (
    <form
      onSubmit={onSubmit}
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
        <button type="submit" disabled={revise.isPending} className={primaryButton}>
          {revise.isPending ? 'Sending…' : 'Send revision request'}
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          Keep the delivery
        </button>
      </div>
    </form>
  );
}
