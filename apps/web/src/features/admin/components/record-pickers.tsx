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
  const byId = /^\d+$/.test(keyword) ? Number(keyword) : null;
  return { selected, text, keyword, byId, pending, setTyped, setPicked };
}

/** The record with the typed id first, then the name matches without it. */
function matchesOf<Row extends { id: number }>(exact: Row | undefined, matches: Row[] = []) {
  return [...(exact ? [exact] : []), ...matches.filter((row) => row.id !== exact?.id)];
}

/** The RecordPicker of one kind of record, wired to its picker state. */
function Picker({
  state,
  options,
  searching,
  onChange,
  ...box
}: Omit<PickerProps, 'value'> & {
  placeholder: string;
  hint: string;
  state: ReturnType<typeof usePickerState>;
  options: PickerOption[];
  searching: boolean;
}) {
  return (
    <RecordPicker
      {...box}
      selected={state.selected}
      text={state.text}
      onText={state.setTyped}
      options={state.keyword ? options : []}
      searching={state.pending || searching}
      onPick={(option) => {
        state.setPicked(option);
        onChange(option?.id ?? null);
      }}
    />
  );
}

export function JobPicker({ value, ...props }: PickerProps) {
  const current = useJob(value);
  const state = usePickerState(value, () => current.data?.tenCongViec);
  const exact = useJob(state.byId);
  const matches = useJobsPage(
    { page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' },
    { enabled: state.keyword !== '' },
  );
  return (
    <Picker
      {...props}
      placeholder="Search a gig by name or ID"
      hint="Type part of the gig's name, or its ID."
      state={state}
      options={matchesOf(exact.data, matches.data?.data).map((job) => ({
        id: job.id,
        label: job.tenCongViec,
        detail: `$${job.giaTien} · seller #${job.nguoiTao}`,
      }))}
      searching={matches.isFetching || exact.isFetching}
    />
  );
}

export function UserPicker({ value, ...props }: PickerProps) {
  const current = useUser(value);
  const state = usePickerState(value, () => current.data?.name);
  const exact = useUser(state.byId);
  const matches = useUsersPage(
    { page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' },
    { enabled: state.keyword !== '' },
  );
  return (
    <Picker
      {...props}
      placeholder="Search a user by name, email or ID"
      hint="Type part of the hirer's name or email, or their ID."
      state={state}
      options={matchesOf(exact.data, matches.data?.data).map((user) => ({
        id: user.id,
        label: user.name,
        detail: user.email,
      }))}
      searching={matches.isFetching || exact.isFetching}
    />
  );
}
