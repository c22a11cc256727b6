import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import {
  orderWireNames,
  useCreateOrder,
  useUpdateOrder,
  type Order,
} from '../../../lib/api/orders';
import { toInputDate } from '../../../lib/dates';
import { showRefusal } from '../../../lib/refusal';
import { orderSchema, type OrderValues } from '../admin-schemas';
import { useOutcome } from '../hooks/use-outcome';
import { Choice, ChoiceGroup, readOnlyInput } from './form-parts';
import { GigPicker, UserPicker } from './record-pickers';
import { RecordForm, RecordModal } from './record-modal';

/** ADD SERVICE when `order` is null, UPDATE SERVICE (its ID read-only) otherwise. */
export function OrderModal({
  open,
  order,
  onClose,
}: {
  open: boolean;
  order: Order | null;
  onClose: () => void;
}) {
  const create = useCreateOrder();
  const update = useUpdateOrder();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={order !== null}
      title={order ? 'UPDATE SERVICE' : 'ADD SERVICE'}
      description={
        order
          ? 'Change the gig, the hirer, the day or the condition of this hire.'
          : 'Record a gig hired by a user, finished or not.'
      }
      submitting={create.isPending || update.isPending}
      size="lg"
    >
      {(formId) => (
        <OrderForm
          id={formId}
          order={order}
          onDone={onClose}
          save={(fields, typedId) =>
            order
              ? update.mutateAsync({ ...fields, id: order.id })
              : create.mutateAsync({ ...fields, id: typedId })
          }
        />
      )}
    </RecordModal>
  );
}

function OrderForm({
  id,
  order,
  onDone,
  save,
}: {
  id: string;
  order: Order | null;
  onDone: () => void;
  save: (fields: Omit<Order, 'id'>, typedId: string) => Promise<Order>;
}) {
  const outcome = useOutcome();
  const { notify } = useNotifications();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrderValues>({
    resolver: zodResolver(orderSchema),
    defaultValues: {
      id: order ? String(order.id) : '',
      gigId: order?.gigId ?? null,
      buyerId: order?.buyerId ?? null,
      orderedOn: order ? toInputDate(order.orderedOn) : '',
      completed: order?.completed ? 'true' : 'false',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The server numbers new records itself; the typed ID goes along as the original sent it.
      const saved = await save(
        {
          gigId: values.gigId!,
          buyerId: values.buyerId!,
          orderedOn: values.orderedOn,
          completed: values.completed === 'true',
        },
        values.id,
      );
      outcome.succeeded();
      if (!order) notify(`The new service's ID is ${saved.id}`, 'info');
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['gigId', 'buyerId', 'orderedOn'], orderWireNames);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      {order ? (
        <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />
      ) : (
        <FormField
          label="ID"
          inputMode="numeric"
          autoComplete="off"
          hint="Any number: the server gives the record its real ID and shows it after saving."
          error={errors.id?.message}
          {...register('id')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="gigId"
          render={({ field, fieldState }) => (
            <GigPicker
              label="Job ID"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="buyerId"
          render={({ field, fieldState }) => (
            <UserPicker
              label="Hirer ID"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Hire Day"
          type="date"
          error={errors.orderedOn?.message}
          {...register('orderedOn')}
        />
        <ChoiceGroup legend="Condition">
          <Choice label="Complete" value="true" tone="good" {...register('completed')} />
          <Choice label="Incomplete" value="false" tone="pending" {...register('completed')} />
        </ChoiceGroup>
      </div>
    </RecordForm>
  );
}
