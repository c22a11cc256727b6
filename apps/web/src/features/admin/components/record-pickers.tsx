import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { gigQueries } from '../../../lib/api/gigs';
import { userQueries } from '../../../lib/api/users';
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

/** A record's read once there is an id to read: 0 names none, and is never asked. */
const whenId = (id: number | null) => ({ id: id ?? 0, enabled: id !== null });

export function GigPicker({ value, ...props }: PickerProps) {
  const picked = whenId(value);
  const current = useQuery({ ...gigQueries.one(picked.id), enabled: picked.enabled });
  const state = usePickerState(value, () => current.data?.name);
  const typed = whenId(state.byId);
  const exact = useQuery({ ...gigQueries.one(typed.id), enabled: typed.enabled });
  const matches = useQuery({
    ...gigQueries.page({ page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' }),
    enabled: state.keyword !== '',
  });
  return (
    <Picker
      {...props}
      placeholder="Search a gig by name or ID"
      hint="Type part of the gig's name, or its ID."
      state={state}
      options={matchesOf(exact.data, matches.data?.rows).map((gig) => ({
        id: gig.id,
        label: gig.name,
        detail: `$${gig.price} · seller #${gig.sellerId}`,
      }))}
      searching={matches.isFetching || exact.isFetching}
    />
  );
}

export function UserPicker({ value, ...props }: PickerProps) {
  const picked = whenId(value);
  const current = useQuery({ ...userQueries.account(picked.id), enabled: picked.enabled });
  const state = usePickerState(value, () => current.data?.name);
  const typed = whenId(state.byId);
  const exact = useQuery({ ...userQueries.account(typed.id), enabled: typed.enabled });
  const matches = useQuery({
    ...userQueries.page({ page: 1, size: MATCHES, keyword: state.keyword, sortOrder: 'asc' }),
    enabled: state.keyword !== '',
  });
  return (
    <Picker
      {...props}
      placeholder="Search a user by name, email or ID"
      hint="Type part of the hirer's name or email, or their ID."
      state={state}
      options={matchesOf(exact.data ?? undefined, matches.data?.rows).map((user) => ({
        id: user.id,
        label: user.name,
        detail: user.email,
      }))}
      searching={matches.isFetching || exact.isFetching}
    />
  );
}
