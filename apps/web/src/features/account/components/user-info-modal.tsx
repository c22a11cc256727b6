import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { serverText } from '@giglane/contract/server-text';
import { limits, notices } from '@giglane/contract/ui-text';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useNotifications } from '../../../components/notifications';
import { RefusalBanner } from '../../../components/refusal-banner';
import { ApiError } from '../../../lib/api/client';
import { useUpdateUser, type User } from '../../../lib/api/users';
import { showRefusal } from '../../../lib/refusal';
import { profileSchema, type ProfileValues } from '../account-schemas';

/** The profile's "User Information" modal: name, email, password and phone. */
export function UserInfoModal({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const update = useUpdateUser();
  // The user's other fields go back as they are, so nothing the modal does not show is lost.
  const save = (values: ProfileValues) =>
    update.mutateAsync({
      id: user.id,
      ...values,
      birthday: user.birthday,
      gender: user.gender,
      role: user.role,
      skill: user.skill,
      certification: user.certification,
    });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="User Information"
      description="Keep your account details up to date."
      formId={formId}
      submitLabel="UPDATE"
      submitting={update.isPending}
    >
      <UserInfoForm id={formId} user={user} onSaved={onClose} save={save} />
    </Modal>
  );
}

const FIELDS = ['name', 'email', 'password', 'phone'] as const;

function UserInfoForm({
  id,
  user,
  onSaved,
  save,
}: {
  id: string;
  user: User;
  onSaved: () => void;
  save: (values: ProfileValues) => Promise<User>;
}) {
  const { notify } = useNotifications();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    // The password is never read back from the server, so it starts empty.
    defaultValues: { name: user.name, email: user.email, password: '', phone: user.phone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      notify('Your profile has been updated', 'success');
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.content === serverText.emailTaken)
        setError('email', { message: notices.emailExists }, { shouldFocus: true });
      // Any other refusal names its field and rule ("email: must be a valid email address").
      else showRefusal(error, setError, FIELDS);
      notify(notices.fail, 'error');
    }
  });

  // A reason that names no field of the form is shown above them.
  const refusal = FIELDS.some((field) => errors[field]) ? undefined : errors.root?.server?.message;
  return (
    <form id={id} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <RefusalBanner message={refusal} />
      <FormField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        revealable
        autoComplete="new-password"
        hint={`Type your current password to keep it, or a new one of ${limits.passwordMin} to ${limits.passwordMax} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="A Vietnamese mobile number, such as 0912345678."
        error={errors.phone?.message}
        {...register('phone')}
      />
    </form>
  );
}
