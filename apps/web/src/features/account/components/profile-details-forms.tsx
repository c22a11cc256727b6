import { useId, type ReactNode } from 'react';
import { Controller, useFieldArray, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  CERTIFICATION_MAX,
  CERTIFICATIONS_MAX,
  EDUCATION_MAX,
  LANGUAGE_LEVELS,
  PROFILE_LANGUAGES_MAX,
} from '@giglane/contract/profiles';
import { notices } from '@giglane/contract/ui-text';
import { ChipInput } from '../../../components/chip-input';
import { FormField } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal';
import { useNotifications } from '../../../components/notifications';
import { RefusalBanner } from '../../../components/refusal-banner';
import { SelectField } from '../../../components/select-field';
import {
  LANGUAGE_LEVEL_NAMES,
  useUpdateProfileDetails,
  type ProfileDetails,
  type ProfileDetailsChanges,
} from '../../../lib/api/profiles';
import { useContractForm, type ContractFormOptions } from '../../../lib/use-contract-form';
import {
  certificationsSchema,
  countrySchema,
  educationSchema,
  languagesSchema,
  type CertificationsValues,
  type CountryValues,
  type EducationValues,
  type LanguagesValues,
} from '../account-schemas';

/** The profile sections its owner edits here, one dialog each. */
export type ProfileSection = 'country' | 'languages' | 'education' | 'certifications';

const dialogs: Record<ProfileSection, { title: string; description: string }> = {
  country: {
    title: 'Where are you from?',
    description: 'Buyers and sellers see the country on your profile.',
  },
  languages: {
    title: 'Languages',
    description: 'The languages you can work in, and how well you speak each.',
  },
  education: {
    title: 'Education',
    description: 'Your degrees and where you studied.',
  },
  certifications: {
    title: 'Certifications',
    description: 'Courses and certificates that show what you can do.',
  },
};

type FormProps = { id: string; details: ProfileDetails; save: Save };
type Save = (changes: ProfileDetailsChanges) => Promise<void>;

/** The dialog that edits one section of the profile; closes once the server has saved it. */
export function ProfileSectionModal({
  section,
  details,
  onClose,
}: {
  section: ProfileSection | null;
  details: ProfileDetails;
  onClose: () => void;
}) {
  const formId = useId();
  const update = useUpdateProfileDetails(details.id);
  const { notify } = useNotifications();
  const save: Save = async (changes) => {
    await update.mutateAsync(changes);
    notify('Your profile has been updated', 'success');
    onClose();
  };
  const Form = section && forms[section];
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      title={section ? dialogs[section].title : ''}
      description={section ? dialogs[section].description : undefined}
      formId={formId}
      submitLabel="SAVE"
      submitting={update.isPending}
      size={section === 'education' ? 'lg' : 'md'}
    >
      {Form && <Form id={formId} details={details} save={save} />}
    </Modal>
  );
}

/**
 * A section's form: saved whole; a refusal goes under the fields it names ("languages.0.name: …")
 * and in the banner, and a notice says the change was not made.
 */
function useSectionForm<Values extends FieldValues, Schema extends z.ZodType<FieldValues>>(
  options: Omit<ContractFormOptions<Values, Schema>, 'onRefused'>,
) {
  const { notify } = useNotifications();
  return useContractForm<Values, Schema>({
    ...options,
    onRefused: () => notify(notices.fail, 'error'),
  });
}

function CountryForm({ id, details, save }: FormProps) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useSectionForm<CountryValues, typeof countrySchema>({
    schema: countrySchema,
    defaultValues: { country: details.country },
    submit: save,
  });
  return (
    <form id={id} onSubmit={onSubmit} noValidate>
      <RefusalBanner
        className="mb-4"
        message={errors.country ? undefined : errors.root?.server?.message}
      />
      <FormField
        label="Country"
        autoComplete="country-name"
        placeholder="e.g. Vietnam"
        hint="Leave it empty to remove it from your profile."
        error={errors.country?.message}
        {...register('country')}
      />
    </form>
  );
}

function LanguagesForm({ id, details, save }: FormProps) {
  const {
    control,
    register,
    onSubmit,
    formState: { errors },
  } = useSectionForm<LanguagesValues, typeof languagesSchema>({
    schema: languagesSchema,
    defaultValues: {
      // A language a seller listed without a level asks for one before it is saved again.
      languages: details.languages.map((language) => ({
        name: language.name,
        level: language.level ?? '',
      })),
    },
    fields: ({ languages }) =>
      languages.flatMap((_, index) => [
        `languages.${index}.name` as const,
        `languages.${index}.level` as const,
      ]),
    submit: ({ languages }) => save({ languages }),
  });
  const rows = useFieldArray({ control, name: 'languages' });
  const listError = errors.languages?.root?.message ?? errors.languages?.message;
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
      <RefusalBanner className="mb-4" message={errors.root?.server?.message} />
      {rows.fields.length === 0 && (
        <p className="text-sm text-slate-600">No languages yet: add the first one.</p>
      )}
      <ul className="space-y-4">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="flex items-start gap-3">
            <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
              <FormField
                label={`Language ${index + 1}`}
                placeholder="e.g. English"
                error={errors.languages?.[index]?.name?.message}
                {...register(`languages.${index}.name`)}
              />
              <SelectField
                label={`Level of language ${index + 1}`}
                error={errors.languages?.[index]?.level?.message}
                {...register(`languages.${index}.level`)}
              >
                <option value="">Select a level</option>
                {LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {LANGUAGE_LEVEL_NAMES[level]}
                  </option>
                ))}
              </SelectField>
            </div>
            <RemoveButton
              label={`Remove language ${index + 1}`}
              onClick={() => rows.remove(index)}
              className="mt-7"
            />
          </li>
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-sm text-rose-600">
          {listError}
        </p>
      )}
      {rows.fields.length < PROFILE_LANGUAGES_MAX && (
        <AddButton onClick={() => rows.append({ name: '', level: '' })}>Add a language</AddButton>
      )}
    </form>
  );
}

function EducationForm({ id, details, save }: FormProps) {
  const {
    control,
    register,
    onSubmit,
    formState: { errors },
  } = useSectionForm<EducationValues, typeof educationSchema>({
    schema: educationSchema,
    defaultValues: {
      education: details.education.map((school) => ({ ...school, year: String(school.year) })),
    },
    fields: ({ education }) =>
      education.flatMap((_, index) =>
        (['school', 'degree', 'field', 'year'] as const).map(
          (field) => `education.${index}.${field}` as const,
        ),
      ),
    submit: ({ education }) => save({ education }),
  });
  const rows = useFieldArray({ control, name: 'education' });
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
      <RefusalBanner className="mb-4" message={errors.root?.server?.message} />
      {rows.fields.length === 0 && (
        <p className="text-sm text-slate-600">No schools yet: add the first one.</p>
      )}
      <ul className="space-y-4">
        {rows.fields.map((row, index) => {
          const rowErrors = errors.education?.[index];
          return (
            <li key={row.id} className="rounded-xl border border-slate-200 p-4">
              <div className="mb-3 flex items-center justify-between gap-3">
                <h3 className="text-sm font-bold text-slate-900">School {index + 1}</h3>
                <RemoveButton
                  label={`Remove school ${index + 1}`}
                  onClick={() => rows.remove(index)}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <FormField
                    label="College or university"
                    placeholder="e.g. University of Economics Ho Chi Minh City"
                    error={rowErrors?.school?.message}
                    {...register(`education.${index}.school`)}
                  />
                </div>
                <FormField
                  label="Degree"
                  placeholder="e.g. B.Sc."
                  error={rowErrors?.degree?.message}
                  {...register(`education.${index}.degree`)}
                />
                <FormField
                  label="Major"
                  placeholder="e.g. Marketing"
                  error={rowErrors?.field?.message}
                  {...register(`education.${index}.field`)}
                />
                <FormField
                  label="Year of graduation"
                  inputMode="numeric"
                  placeholder="e.g. 2019"
                  error={rowErrors?.year?.message}
                  {...register(`education.${index}.year`)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {rows.fields.length < EDUCATION_MAX && (
        <AddButton onClick={() => rows.append({ school: '', degree: '', field: '', year: '' })}>
          Add a school
        </AddButton>
      )}
    </form>
  );
}

function CertificationsForm({ id, details, save }: FormProps) {
  const {
    control,
    onSubmit,
    formState: { errors },
  } = useSectionForm<CertificationsValues, typeof certificationsSchema>({
    schema: certificationsSchema,
    defaultValues: { certifications: details.certifications },
    submit: save,
  });
  return (
    <form id={id} onSubmit={onSubmit} noValidate>
      <RefusalBanner
        className="mb-4"
        message={errors.certifications ? undefined : errors.root?.server?.message}
      />
      <Controller
        control={control}
        name="certifications"
        render={({ field }) => (
          <ChipInput
            label="Certifications"
            values={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={CERTIFICATIONS_MAX}
            maxLength={CERTIFICATION_MAX}
            placeholder="e.g. Google Analytics Certification, then Enter"
            hint="Press Enter after each one."
            error={errors.certifications?.message ?? errors.certifications?.root?.message}
            showCount
          />
        )}
      />
    </form>
  );
}

const forms: Record<ProfileSection, (props: FormProps) => ReactNode> = {
  country: CountryForm,
  languages: LanguagesForm,
  education: EducationForm,
  certifications: CertificationsForm,
};

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 transition hover:bg-brand-50"
    >
      <Icon name="plus" className="size-4" />
      {children}
    </button>
  );
}

function RemoveButton({
  label,
  onClick,
  className = '',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`${className} flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition hover:bg-rose-50 hover:text-rose-700`}
    >
      <Icon name="trash" className="size-4" />
    </button>
  );
}
