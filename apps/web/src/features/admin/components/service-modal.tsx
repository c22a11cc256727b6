import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { Order } from '@giglane/contract/orders';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { serviceSchema, type ServiceValues } from '../admin-schemas';
import { useCreateHire } from '../api/create-hire';
import { useUpdateHire } from '../api/update-hire';
import { useOutcome } from '../hooks/use-outcome';
import { toInputDate } from '../../../lib/dates';
import { showRefusal } from '../../../lib/refusal';
import { Choice, ChoiceGroup, readOnlyInput } from './form-parts';
import { JobPicker, UserPicker } from './record-pickers';
import { RecordForm, RecordModal } from './record-modal';

/** ADD SERVICE when `hire` is null, UPDATE SERVICE (its ID read-only) otherwise. */
export function ServiceModal({
  open,
  hire,
  onClose,
}: {
  open: boolean;
  hire: Order | null;
  onClose: () => void;
}) {
  const create = useCreateHire();
  const update = useUpdateHire();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={hire !== null}
      title={hire ? 'UPDATE SERVICE' : 'ADD SERVICE'}
      description={
        hire
          ? 'Change the gig, the hirer, the day or the condition of this hire.'
          : 'Record a gig hired by a user, finished or not.'
      }
      submitting={create.isPending || update.isPending}
      size="lg"
    >
      {(formId) => (
        <ServiceForm
          id={formId}
          hire={hire}
          onDone={onClose}
          save={async (body) => {
            if (hire) return update.mutateAsync({ ...body, id: hire.id });
            return create.mutateAsync(body);
          }}
        />
      )}
    </RecordModal>
  );
}

type Body = { maCongViec: number; maNguoiThue: number; ngayThue: string; hoanThanh: boolean };

function ServiceForm({
  id,
  hire,
  onDone,
  save,
}: {
  id: string;
  hire: Order | null;
  onDone: () => void;
  save: (body: Body & { id?: string }) => Promise<Order>;
}) {
  const outcome = useOutcome();
  const { notify } = useNotifications();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ServiceValues>({
    resolver: zodResolver(serviceSchema),
    defaultValues: {
      id: hire ? String(hire.id) : '',
      maCongViec: hire?.maCongViec ?? null,
      maNguoiThue: hire?.maNguoiThue ?? null,
      ngayThue: hire ? toInputDate(hire.ngayThue) : '',
      hoanThanh: hire?.hoanThanh ? 'true' : 'false',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save({
        // The server numbers new records itself; the typed ID goes along as the original sent it.
        ...(hire ? {} : { id: values.id }),
        maCongViec: values.maCongViec!,
        maNguoiThue: values.maNguoiThue!,
        ngayThue: values.ngayThue,
        hoanThanh: values.hoanThanh === 'true',
      });
      outcome.succeeded();
      if (!hire) notify(`The new service's ID is ${saved.id}`, 'info');
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['maCongViec', 'maNguoiThue', 'ngayThue']);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      {hire ? (
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
          name="maCongViec"
          render={({ field, fieldState }) => (
            <JobPicker
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
          name="maNguoiThue"
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
          error={errors.ngayThue?.message}
          {...register('ngayThue')}
        />
        <ChoiceGroup legend="Condition">
          <Choice label="Complete" value="true" tone="good" {...register('hoanThanh')} />
          <Choice label="Incomplete" value="false" tone="pending" {...register('hoanThanh')} />
        </ChoiceGroup>
      </div>
    </RecordForm>
  );
}
