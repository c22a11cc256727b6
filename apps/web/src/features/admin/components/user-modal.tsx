import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notices } from '@giglane/contract/ui-text';
import { serverText } from '@giglane/contract/server-text';
import { ROLES } from '@giglane/contract/users';
import { FormField } from '../../../components/form-field';
import { useCreateUser, useUpdateUser, type Role, type User } from '../../../lib/api/users';
import {
  addUserSchema,
  editUserSchema,
  type AddUserValues,
  type EditUserValues,
} from '../admin-schemas';
import { useOutcome } from '../hooks/use-outcome';
import { toInputDate } from '../../../lib/dates';
import { refusalOf, showRefusal } from '../../../lib/refusal';
import { Choice, ChoiceGroup, readOnlyInput, SelectField } from './form-parts';
import { RecordForm, RecordModal } from './record-modal';

/** ADD NEW USER when `user` is null; UPDATE USER otherwise, with its ID and email read-only. */
export function UserModal({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: User | null;
  onClose: () => void;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={user !== null}
      title={user ? 'UPDATE USER' : 'ADD NEW USER'}
      description={
        user
          ? 'Edit the account’s details and role. The email stays as it is.'
          : 'Create an account of any role; its owner signs in with this email and password.'
      }
      submitting={create.isPending || update.isPending}
      size="lg"
    >
      {(formId) =>
        user ? (
          <EditForm id={formId} user={user} onDone={onClose} save={update.mutateAsync} />
        ) : (
          <AddForm id={formId} onDone={onClose} save={create.mutateAsync} />
        )
      }
    </RecordModal>
  );
}

function RoleOptions() {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {role}
    </option>
  ));
}

function AddForm({
  id,
  onDone,
  save,
}: {
  id: string;
  onDone: () => void;
  save: ReturnType<typeof useCreateUser>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddUserValues>({
    resolver: zodResolver(addUserSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', birthday: '', role: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save({ ...values, role: values.role as Role });
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['name', 'email', 'phone', 'password', 'birthday', 'role']);
      if (refusalOf(error) === serverText.emailTaken)
        setError('email', { message: notices.emailExists }, { shouldFocus: true });
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label="Password"
          revealable
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Birthday"
          type="date"
          error={errors.birthday?.message}
          {...register('birthday')}
        />
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          <option value="">Choose a role</option>
          <RoleOptions />
        </SelectField>
      </div>
    </RecordForm>
  );
}

function EditForm({
  id,
  user,
  onDone,
  save,
}: {
  id: string;
  user: User;
  onDone: () => void;
  save: ReturnType<typeof useUpdateUser>['mutateAsync'];
}) {
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: {
      id: String(user.id),
      email: user.email,
      name: user.name,
      phone: user.phone,
      birthday: toInputDate(user.birthday),
      role: user.role,
      gender: user.gender ? 'male' : 'female',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Email, password, skills and certifications are left out: the server keeps them.
      await save({
        id: user.id,
        name: values.name,
        phone: values.phone,
        birthday: values.birthday,
        role: values.role as Role,
        gender: values.gender === 'male',
      });
      outcome.succeeded();
      onDone();
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, ['name', 'phone', 'birthday', 'role']);
    }
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />
        <FormField label="Email" readOnly className={readOnlyInput} {...register('email')} />
        <FormField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label="Birthday"
          type="date"
          error={errors.birthday?.message}
          {...register('birthday')}
        />
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          <RoleOptions />
        </SelectField>
      </div>
      <ChoiceGroup legend="Gender">
        <Choice label="Male" value="male" {...register('gender')} />
        <Choice label="Female" value="female" {...register('gender')} />
      </ChoiceGroup>
    </RecordForm>
  );
}
