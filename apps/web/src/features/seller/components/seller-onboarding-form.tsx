import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  DISPLAY_NAME_MAX,
  HEADLINE_MAX,
  SELLER_LANGUAGES_MAX,
  SELLER_SKILLS_MAX,
  sellerProfileBody,
  type SellerProfileBody,
} from '@giglane/contract/sellers';
import { FormField } from '../../../components/form-field';
import { isSeller, useSaveSellerProfile, type SellerProfile } from '../../../lib/api/sellers';
import { showRefusal } from '../../../lib/refusal';
import { ChipInput } from '../../../components/chip-input';

type Values = SellerProfileBody;
type Saved = ReturnType<typeof sellerProfileBody.parse>;

/** The contract's longest skill or language name. */
const NAME_MAX = 40;

const fields = ['displayName', 'headline', 'skills', 'languages', 'country'] as const;

/** The contract's rules read "must be …": beside a field they start a sentence. */
const sentence = (message?: string) =>
  message && message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The seller profile a user fills in to start selling (or edits later), checked with the
 * contract's own rules before it is sent; a rule the server still refuses shows beside its field.
 */
export function SellerOnboardingForm({
  profile,
  onSaved,
}: {
  profile: SellerProfile;
  onSaved: () => void;
}) {
  const save = useSaveSellerProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Saved>({
    resolver: zodResolver(sellerProfileBody),
    defaultValues: {
      displayName: profile.displayName,
      headline: profile.headline,
      skills: profile.skills,
      languages: profile.languages,
      country: profile.country,
    },
  });
  const headlineLength = useWatch({ control, name: 'headline' }).length;
  const already = isSeller(profile);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      showRefusal(error, setError, fields);
    }
  });

  // The first message of a list: the list's own rule, or the first of its items'.
  const listError = (name: 'skills' | 'languages') =>
    sentence(errors[name]?.message ?? errors[name]?.find?.((item) => item?.message)?.message);

  return (
    <form
      aria-label={already ? 'Your seller profile' : 'Become a seller'}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
    >
      <FormField
        label="Display name"
        autoComplete="name"
        maxLength={DISPLAY_NAME_MAX}
        hint="The name buyers see on your gigs and your seller page."
        error={sentence(errors.displayName?.message)}
        {...register('displayName')}
      />
      <FormField
        label="One-line description"
        maxLength={HEADLINE_MAX}
        placeholder="e.g. Brand designer for small businesses"
        hint={`What you do, in one line (${headlineLength}/${HEADLINE_MAX}).`}
        error={sentence(errors.headline?.message)}
        {...register('headline')}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <ChipInput
            label="Skills"
            values={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={SELLER_SKILLS_MAX}
            maxLength={NAME_MAX}
            placeholder="e.g. Logo design, then Enter"
            hint={`Press Enter after each one; up to ${SELLER_SKILLS_MAX}.`}
            error={listError('skills')}
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <ChipInput
            label="Languages"
            values={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={SELLER_LANGUAGES_MAX}
            maxLength={NAME_MAX}
            placeholder="e.g. English, then Enter"
            hint={`The languages you work in; up to ${SELLER_LANGUAGES_MAX}.`}
            error={listError('languages')}
          />
        )}
      />
      <FormField
        label="Country"
        autoComplete="country-name"
        maxLength={60}
        error={sentence(errors.country?.message)}
        {...register('country')}
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {errors.root.server.message}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        className="flex h-12 w-full items-center justify-center rounded-lg bg-brand-700 text-[0.95rem] font-bold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {already ? 'Save profile' : 'Become a seller'}
      </button>
    </form>
  );
}
