import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { validationTexts } from '@giglane/contract/ui-text';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { categoryQueries } from '../../../lib/api/categories';
import {
  gigWireNames,
  useCreateGig,
  useUpdateGig,
  useUploadGigImage,
  type Gig,
  type GigFields,
} from '../../../lib/api/gigs';
import { refusalOf, showRefusal } from '../../../lib/refusal';
import { useSession } from '../../../lib/session';
import { gigSchema, type GigValues } from '../admin-schemas';
import { useOutcome } from '../hooks/use-outcome';
import { readOnlyInput, TextAreaField } from './form-parts';
import { ImagePicker, type PickedImage } from './image-picker';
import { RecordForm, RecordModal } from './record-modal';

const FIELDS = [
  'name',
  'description',
  'shortDescription',
  'ratingCount',
  'price',
  'subcategoryId',
  'stars',
] as const;

/** ADD NEW JOB when `gig` is null, UPDATE JOB (its ID read-only) otherwise. */
export function GigModal({
  open,
  gig,
  onClose,
}: {
  open: boolean;
  gig: Gig | null;
  onClose: () => void;
}) {
  const create = useCreateGig();
  const update = useUpdateGig();
  const upload = useUploadGigImage();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={gig !== null}
      title={gig ? 'UPDATE JOB' : 'ADD NEW JOB'}
      description={
        gig
          ? 'Change what buyers see on the gig page and its card.'
          : 'A new gig, listed under its detail type as soon as it is saved.'
      }
      submitting={create.isPending || update.isPending || upload.isPending}
      size="lg"
    >
      {(formId) => (
        <GigForm
          id={formId}
          gig={gig}
          onDone={onClose}
          save={(fields) =>
            gig ? update.mutateAsync({ id: gig.id, ...fields }) : create.mutateAsync(fields)
          }
          uploadImage={(id, file) => upload.mutateAsync({ id, file })}
        />
      )}
    </RecordModal>
  );
}

function GigForm({
  id,
  gig,
  onDone,
  save,
  uploadImage,
}: {
  id: string;
  gig: Gig | null;
  onDone: () => void;
  save: (fields: GigFields) => Promise<Gig>;
  uploadImage: (id: number, file: File) => Promise<Gig>;
}) {
  const outcome = useOutcome();
  const { notify } = useNotifications();
  const session = useSession();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GigValues>({
    resolver: zodResolver(gigSchema),
    defaultValues: {
      id: gig ? String(gig.id) : '',
      name: gig?.name ?? '',
      description: gig?.description ?? '',
      shortDescription: gig?.shortDescription ?? '',
      ratingCount: gig ? String(gig.ratingCount) : '0',
      price: gig ? String(gig.price) : '',
      subcategoryId: gig ? String(gig.subcategoryId) : '',
      stars: gig ? String(gig.stars) : '5',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    let saved: Gig;
    try {
      saved = await save({
        name: values.name,
        description: values.description,
        shortDescription: values.shortDescription,
        ratingCount: Number(values.ratingCount),
        price: Number(values.price),
        subcategoryId: Number(values.subcategoryId),
        stars: Number(values.stars),
        // A new gig is the signed-in admin's, as the original form sent it.
        ...(gig ? {} : { sellerId: session?.user.id }),
      });
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, FIELDS, gigWireNames);
      return;
    }
    if (picked) {
      try {
        await uploadImage(saved.id, picked.file);
      } catch (error) {
        // The gig itself is saved: close the form, and say that only the picture failed.
        outcome.failed();
        notify(
          `Job #${saved.id} was saved, but its picture was refused: ${refusalOf(error) ?? 'the upload failed'}`,
          'error',
        );
        onDone();
        return;
      }
    }
    outcome.succeeded();
    if (!gig) notify(`The new job's ID is ${saved.id}`, 'info');
    onDone();
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <div className={gig ? 'grid gap-5 sm:grid-cols-[7rem_minmax(0,1fr)]' : undefined}>
        {gig && <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />}
        <FormField
          label="Job name"
          autoComplete="off"
          placeholder="I will design a minimalist logo for your brand"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <FormField
        label="Short description"
        autoComplete="off"
        placeholder="What the buyer gets, in one line"
        error={errors.shortDescription?.message}
        {...register('shortDescription')}
      />
      <TextAreaField
        label="Description"
        rows={3}
        placeholder="About this gig: what is included, how you work, what you need from the buyer."
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-4">
        <FormField
          label="Price (US$)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.price?.message}
          {...register('price')}
        />
        <FormField
          label="Stars"
          inputMode="numeric"
          autoComplete="off"
          hint={validationTexts.job.starsHint}
          error={errors.stars?.message}
          {...register('stars')}
        />
        <FormField
          label="Rating count"
          inputMode="numeric"
          autoComplete="off"
          error={errors.ratingCount?.message}
          {...register('ratingCount')}
        />
        <SubcategoryField
          control={control}
          error={errors.subcategoryId?.message}
          registration={register('subcategoryId')}
        />
      </div>
      <ImagePicker label="Image" current={gig?.image} picked={picked} onPick={setPicked} />
    </RecordForm>
  );
}

/** The subcategory id, with the subcategory's name from the menu as its hint once the id is known. */
function SubcategoryField({
  control,
  error,
  registration,
}: {
  control: Control<GigValues>;
  error?: string;
  registration: UseFormRegisterReturn<'subcategoryId'>;
}) {
  const typed = useWatch({ control, name: 'subcategoryId' });
  const { data: menu } = useQuery(categoryQueries.menu());
  const subcategories = useMemo(() => {
    const names = new Map<number, string>();
    for (const category of menu ?? [])
      for (const group of category.groups)
        for (const subcategory of group.subcategories)
          names.set(subcategory.id, `${subcategory.name} · ${category.name}`);
    return names;
  }, [menu]);
  const id = /^\d+$/.test(typed.trim()) ? Number(typed) : null;
  const hint =
    id === null
      ? 'Where the gig is listed.'
      : (subcategories.get(id) ?? (menu ? 'Not a detail type of the menu.' : undefined));
  return (
    <FormField
      label="Detail type ID"
      inputMode="numeric"
      autoComplete="off"
      hint={hint}
      error={error}
      {...registration}
    />
  );
}
