import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import {
  categoryWireNames,
  useCreateCategory,
  useUpdateCategory,
  type Category,
} from '../../../lib/api/categories';
import { showRefusal } from '../../../lib/refusal';
import {
  addCategorySchema,
  editCategorySchema,
  type AddCategoryValues,
  type EditCategoryValues,
} from '../admin-schemas';
import { useOutcome } from '../hooks/use-outcome';
import { readOnlyInput } from './form-parts';
import { RecordForm, RecordModal } from './record-modal';

/** ADD NEW JOBTYPE when `category` is null, UPDATE JOBTYPE (its ID read-only) otherwise. */
export function CategoryModal({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: Category | null;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={category !== null}
      title={category ? 'UPDATE JOBTYPE' : 'ADD NEW JOBTYPE'}
      description={
        category
          ? 'Rename the job type; its groups and gigs stay with it.'
          : 'A job type heads a category of the storefront menu.'
      }
      submitting={create.isPending || update.isPending}
    >
      {(formId) =>
        category ? (
          <EditForm id={formId} category={category} onDone={onClose} save={update.mutateAsync} />
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
  save: ReturnType<typeof useCreateCategory>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddCategoryValues>({
    resolver: zodResolver(addCategorySchema),
    defaultValues: { id: '', name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['id', 'name'], categoryWireNames);
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
        error={errors.name?.message}
        {...register('name')}
      />
    </RecordForm>
  );
}

function EditForm({
  id,
  category,
  onDone,
  save,
}: {
  id: string;
  category: Category;
  onDone: () => void;
  save: ReturnType<typeof useUpdateCategory>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditCategoryValues>({
    resolver: zodResolver(editCategorySchema),
    defaultValues: { id: String(category.id), name: category.name },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save({ id: category.id, name: values.name });
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['name'], categoryWireNames);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />
      <FormField
        label="Job Type"
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
    </RecordForm>
  );
}
