import { useState } from 'react';
import { useJob } from '../api/get-job';
import { useJobsPage } from '../api/get-jobs-page';
import { useUser } from '../api/get-user';
import { useUsersPage } from '../api/get-users-page';
import { useDebounced } from '../hooks/use-debounced';
import { RecordPicker, type PickerOption } from './record-picker';

const MATCHES = 8;

type PickerProps = {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * What a picker needs from its records: the name of the picked id, matches for the typed text
 * (by name through the paging endpoint, and by id when digits are typed).
 */
function usePickerState(value: number | null, nameOf: (id: number | null) => string | undefined) {
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const currentName = nameOf(value);
  const selected =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : { id: value, label: currentName ?? `#${value}` };
  // Until something is typed the box shows the picked record's name.
  const text = typed ?? selected?.label ?? '';
  const keyword = useDebounced(typed?.trim() ?? '');
  const pending = (typed?.trim() ?? '') !== keyword;
  return { selected, text, keyword, pending, setTyped, setPicked };
}

export function JobPicker({ label, value, onChange, onBlur, error }: PickerProps) {
  const current = useJob(value);
  const state = usePickerState(value, () => current.data?.tenCongViec);
  const byId = /^\d+$/.test(state.keyword) ? Number(state.keyword) : null;
  const exact = useJob(byId);
  const matches = useJobsPage(
    { page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' },
    { enabled: state.keyword !== '' },
  );
  const options: PickerOption[] = [
    ...(exact.data ? [exact.data] : []),
    ...(matches.data?.data ?? []).filter((job) => job.id !== exact.data?.id),
  ].map((job) => ({
    id: job.id,
    label: job.tenCongViec,
    detail: `$${job.giaTien} · seller #${job.nguoiTao}`,
  }));

  return (
    <RecordPicker
      label={label}
      placeholder="Search a gig by name or ID"
      hint="Type part of the gig's name, or its ID."
      error={error}
      selected={state.selected}
      text={state.text}
      onText={state.setTyped}
      options={state.keyword ? options : []}
      searching={state.pending || matches.isFetching || exact.isFetching}
      onPick={(option) => {
        state.setPicked(option);
        onChange(option?.id ?? null);
      }}
      onBlur={onBlur}
    />
  );
}

export function UserPicker({ label, value, onChange, onBlur, error }: PickerProps) {
  const current = useUser(value);
  const state = usePickerState(value, () => current.data?.name);
  const byId = /^\d+$/.test(state.keyword) ? Number(state.keyword) : null;
  const exact = useUser(byId);
  const matches = useUsersPage(
    { page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' },
    { enabled: state.keyword !== '' },
  );
  const options: PickerOption[] = [
    ...(exact.data ? [exact.data] : []),
    ...(matches.data?.data ?? []).filter((user) => user.id !== exact.data?.id),
  ].map((user) => ({ id: user.id, label: user.name, detail: user.email }));

  return (
    <RecordPicker
      label={label}
      placeholder="Search a user by name, email or ID"
      hint="Type part of the hirer's name or email, or their ID."
      error={error}
      selected={state.selected}
      text={state.text}
      onText={state.setTyped}
      options={state.keyword ? options : []}
      searching={state.pending || matches.isFetching || exact.isFetching}
      onPick={(option) => {
        state.setPicked(option);
        onChange(option?.id ?? null);
      }}
      onBlur={onBlur}
    />
  );
}
