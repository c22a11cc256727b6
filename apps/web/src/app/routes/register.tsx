import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { serverText } from '@giglane/contract/server-text';
import { notices } from '@giglane/contract/ui-text';
import { Carousel } from '../../components/carousel';
import { FormField } from '../../components/form-field';
import { useNotifications } from '../../components/notifications';
import { ApiError } from '../../lib/api/client';
import { useSignUp } from '../../lib/api/users';
import { useSession } from '../../lib/session';
import { registerSchema, type RegisterValues } from '../../features/account/account-schemas';
import { AuthLayout } from '../../features/account/components/auth-layout';
import {
  RegisterSlideView,
  registerSlides,
} from '../../features/account/components/register-slides';

/** The register slider's pace, from the specification (§9). */
const SLIDE_AUTOPLAY_MS = 3000;

export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', passwordConfirm: '', name: '', phone: '' },
  });

  // Someone already signed in has an account: nothing to register.
  if (session) return <Navigate to={pagePatterns.landing} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      notify(notices.registered, 'success');
      // Sign-in then says where the confirmation link went (decision 048).
      void navigate(pagePaths.login(), { state: { confirmationSentTo: values.email } });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.content === serverText.emailTaken
      ) {
        notify(notices.emailExists, 'error');
        setError('email', { message: notices.emailExists }, { shouldFocus: true });
      } else {
        notify('We could not create your account. Please try again in a moment.', 'error');
      }
    }
  });

  return (
    <AuthLayout
      title="Join Giglane"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to={pagePaths.login()} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
      aside={
        <div className="absolute inset-0">
          <Carousel
            label="Why join Giglane"
            effect="fade"
            controls="overlay"
            autoplayMs={SLIDE_AUTOPLAY_MS}
            loop
            className="h-full"
          >
            {registerSlides.map((slide) => (
              <RegisterSlideView key={slide.title} slide={slide} />
            ))}
          </Carousel>
        </div>
      }
    >
      <title>Join | Giglane</title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
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
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm password"
          revealable
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <button
          type="submit"
          disabled={signUp.isPending}
          className="h-11 w-full rounded-md bg-brand-700 text-sm font-bold text-white transition hover:bg-brand-800 disabled:opacity-60"
        >
          {signUp.isPending ? 'Creating your account…' : 'Submit'}
        </button>
        <p className="text-center text-xs leading-relaxed text-slate-500">
          By joining, you agree to the Giglane Terms of Service and to receive occasional emails
          from us.
        </p>
      </form>
    </AuthLayout>
  );
}
