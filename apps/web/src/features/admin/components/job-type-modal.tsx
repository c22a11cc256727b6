import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Category } from '@giglane/contract/categories';
import { FormField } from '../../../components/form-field';
import {
  addJobTypeSchema,
  editJobTypeSchema,
  type AddJobTypeValues,
  type EditJobTypeValues,
} from '../admin-schemas';
import { useCreateJobType } from '../api/create-job-type';
import { useUpdateJobType } from '../api/update-job-type';
import { useOutcome } from '../hooks/use-outcome';
import { showRefusal } from '../../../lib/refusal';
import { readOnlyInput } from './form-parts';
import { RecordForm, RecordModal } from './record-modal';

/** ADD NEW JOBTYPE when `jobType` is null, UPDATE JOBTYPE (its ID read-only) otherwise. */
export function JobTypeModal({
  open,
  jobType,
  onClose,
}: {
  open: boolean;
  jobType: Category | null;
  onClose: () => void;
}) {
  const create = useCreateJobType();
  const update = useUpdateJobType();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={jobType !== null}
      title={jobType ? 'UPDATE JOBTYPE' : 'ADD NEW JOBTYPE'}
      description={
        jobType
          ? 'Rename the job type; its groups and gigs stay with it.'
          : 'A job type heads a category of the storefront menu.'
      }
      submitting={create.isPending || update.isPending}
    >
      {(formId) =>
        jobType ? (
          <EditForm id={formId} jobType={jobType} onDone={onClose} save={update.mutateAsync} />
        ) : (
          <AddForm id={formId} onDone={onClose} save={create.mutateAsync} />
        )
      }
    </RecordModal>
  );
}

function AddForm({
  id,
  onDone,
  save,
}: {
  id: string;
  onDone: () => void;
  save: ReturnType<typeof useCreateJobType>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddJobTypeValues>({
    resolver: zodResolver(addJobTypeSchema),
    defaultValues: { id: '', tenLoaiCongViec: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['id', 'tenLoaiCongViec']);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <FormField
        label="ID"
        inputMode="numeric"
        autoComplete="off"
        hint="A free number; 0 lets the server choose one."
        error={errors.id?.message}
        {...register('id')}
      />
      <FormField
        label="Job Type"
        autoComplete="off"
        placeholder="e.g. Graphics & Design"
        error={errors.tenLoaiCongViec?.message}
        {...register('tenLoaiCongViec')}
      />
    </RecordForm>
  );
}

function EditForm({
  id,
  jobType,
  onDone,
  save,
}: {
  id: string;
  jobType: Category;
  onDone: () => void;
  save: ReturnType<typeof useUpdateJobType>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditJobTypeValues>({
    resolver: zodResolver(editJobTypeSchema),
    defaultValues: { id: String(jobType.id), tenLoaiCongViec: jobType.tenLoaiCongViec },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save({ id: jobType.id, tenLoaiCongViec: values.tenLoaiCongViec });
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['tenLoaiCongViec']);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />
      <FormField
        label="Job Type"
        autoComplete="off"
        data-autofocus
        error={errors.tenLoaiCongViec?.message}
        {...register('tenLoaiCongViec')}
      />
    </RecordForm>
  );
}
