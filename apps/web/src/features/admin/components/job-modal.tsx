import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { Gig } from '@giglane/contract/gigs';
import { validationTexts } from '@giglane/contract/ui-text';
import { FormField } from '../../../components/form-field';
import { useNotifications } from '../../../components/notifications';
import { useMenu } from '../../../components/site-header/use-menu';
import { useSession } from '../../../lib/session';
import { jobSchema, type JobValues } from '../admin-schemas';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { useUploadJobImage } from '../api/upload-job-image';
import { useOutcome } from '../hooks/use-outcome';
import { refusalOf, showRefusal } from '../../../lib/refusal';
import { readOnlyInput, TextAreaField } from './form-parts';
import { ImagePicker, type PickedImage } from './image-picker';
import { RecordForm, RecordModal } from './record-modal';

const FIELDS = [
  'tenCongViec',
  'moTa',
  'moTaNgan',
  'danhGia',
  'giaTien',
  'maChiTietLoaiCongViec',
  'saoCongViec',
] as const;

/** ADD NEW JOB when `job` is null, UPDATE JOB (its ID read-only) otherwise. */
export function JobModal({
  open,
  job,
  onClose,
}: {
  open: boolean;
  job: Gig | null;
  onClose: () => void;
}) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const upload = useUploadJobImage();
  return (
    <RecordModal
      open={open}
      onClose={onClose}
      editing={job !== null}
      title={job ? 'UPDATE JOB' : 'ADD NEW JOB'}
      description={
        job
          ? 'Change what buyers see on the gig page and its card.'
          : 'A new gig, listed under its detail type as soon as it is saved.'
      }
      submitting={create.isPending || update.isPending || upload.isPending}
      size="lg"
    >
      {(formId) => (
        <JobForm
          id={formId}
          job={job}
          onDone={onClose}
          save={(body) =>
            job ? update.mutateAsync({ id: job.id, ...body }) : create.mutateAsync(body)
          }
          uploadImage={(id, file) => upload.mutateAsync({ id, file })}
        />
      )}
    </RecordModal>
  );
}

type Body = {
  tenCongViec: string;
  moTa: string;
  moTaNgan: string;
  danhGia: number;
  giaTien: number;
  maChiTietLoaiCongViec: number;
  saoCongViec: number;
  nguoiTao?: number;
};

function JobForm({
  id,
  job,
  onDone,
  save,
  uploadImage,
}: {
  id: string;
  job: Gig | null;
  onDone: () => void;
  save: (body: Body) => Promise<Gig>;
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
  } = useForm<JobValues>({
    resolver: zodResolver(jobSchema),
    defaultValues: {
      id: job ? String(job.id) : '',
      tenCongViec: job?.tenCongViec ?? '',
      moTa: job?.moTa ?? '',
      moTaNgan: job?.moTaNgan ?? '',
      danhGia: job ? String(job.danhGia) : '0',
      giaTien: job ? String(job.giaTien) : '',
      maChiTietLoaiCongViec: job ? String(job.maChiTietLoaiCongViec) : '',
      saoCongViec: job ? String(job.saoCongViec) : '5',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    let saved: Gig;
    try {
      saved = await save({
        tenCongViec: values.tenCongViec,
        moTa: values.moTa,
        moTaNgan: values.moTaNgan,
        danhGia: Number(values.danhGia),
        giaTien: Number(values.giaTien),
        maChiTietLoaiCongViec: Number(values.maChiTietLoaiCongViec),
        saoCongViec: Number(values.saoCongViec),
        // A new gig is the signed-in admin's, as the original form sent it.
        ...(job ? {} : { nguoiTao: session?.user.id }),
      });
    } catch (error) {
      outcome.failed();
      showRefusal(error, setError, FIELDS);
      return;
    }
    if (picked) {
      try {
        await uploadImage(saved.id, picked.file);
      } catch (error) {
        // The job itself is saved: close the form, and say that only the picture failed.
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
    if (!job) notify(`The new job's ID is ${saved.id}`, 'info');
    onDone();
  });

  return (
    <RecordForm id={id} onSubmit={onSubmit} refusal={errors.root?.server?.message}>
      <div className={job ? 'grid gap-5 sm:grid-cols-[7rem_minmax(0,1fr)]' : undefined}>
        {job && <FormField label="ID" readOnly className={readOnlyInput} {...register('id')} />}
        <FormField
          label="Job name"
          autoComplete="off"
          placeholder="I will design a minimalist logo for your brand"
          error={errors.tenCongViec?.message}
          {...register('tenCongViec')}
        />
      </div>
      <FormField
        label="Short description"
        autoComplete="off"
        placeholder="What the buyer gets, in one line"
        error={errors.moTaNgan?.message}
        {...register('moTaNgan')}
      />
      <TextAreaField
        label="Description"
        rows={3}
        placeholder="About this gig: what is included, how you work, what you need from the buyer."
        error={errors.moTa?.message}
        {...register('moTa')}
      />
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-4">
        <FormField
          label="Price (US$)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.giaTien?.message}
          {...register('giaTien')}
        />
        <FormField
          label="Stars"
          inputMode="numeric"
          autoComplete="off"
          hint={validationTexts.job.starsHint}
          error={errors.saoCongViec?.message}
          {...register('saoCongViec')}
        />
        <FormField
          label="Rating count"
          inputMode="numeric"
          autoComplete="off"
          error={errors.danhGia?.message}
          {...register('danhGia')}
        />
        <DetailField
          control={control}
          error={errors.maChiTietLoaiCongViec?.message}
          registration={register('maChiTietLoaiCongViec')}
        />
      </div>
      <ImagePicker label="Image" current={job?.hinhAnh} picked={picked} onPick={setPicked} />
    </RecordForm>
  );
}

/** The detail type id, with the detail's name from the menu as its hint once the id is known. */
function DetailField({
  control,
  error,
  registration,
}: {
  control: Control<JobValues>;
  error?: string;
  registration: UseFormRegisterReturn<'maChiTietLoaiCongViec'>;
}) {
  const typed = useWatch({ control, name: 'maChiTietLoaiCongViec' });
  const { data: menu } = useMenu();
  const details = useMemo(() => {
    const names = new Map<number, string>();
    for (const type of menu ?? [])
      for (const group of type.dsNhomChiTietLoai)
        for (const detail of group.dsChiTietLoai)
          names.set(detail.id, `${detail.tenChiTiet} · ${type.tenLoaiCongViec}`);
    return names;
  }, [menu]);
  const id = /^\d+$/.test(typed.trim()) ? Number(typed) : null;
  const hint =
    id === null
      ? 'Where the gig is listed.'
      : (details.get(id) ?? (menu ? 'Not a detail type of the menu.' : undefined));
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
