import { requirementsBody } from '@giglane/contract/orders';
import { useNotifications } from '../../../components/notifications';
import { TextAreaField } from '../../../components/text-area-field';
import { useAnswerRequirements, type OrderView } from '../../../lib/api/orders';
import { dayCount } from '../../../lib/packages';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormRefusal, primaryButton } from './order-parts';

/** The buyer answers the seller's questions; the order starts with the answers. */
export function AnswerRequirementsForm({ order }: { order: OrderView }) {
  const answer = useAnswerRequirements(order.id);
  const { notify } = useNotifications();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useContractForm<{ answers: string[] }, typeof requirementsBody>({
    schema: requirementsBody,
    defaultValues: { answers: order.requirements.map(() => '') },
    fields: ['answers', ...order.requirements.map((_, index) => `answers.${index}` as const)],
    submit: async (body) => {
      await answer.mutateAsync(body);
      notify('Your answers are sent: the order has started.', 'success');
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        {order.seller.name} needs these answers to start. The order is due{' '}
        {dayCount(order.package.deliveryDays)} after you send them.
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
      <button type="submit" disabled={answer.isPending} className={primaryButton}>
        {answer.isPending ? 'Sending…' : 'Send answers and start'}
      </button>
    </form>
  );
}
