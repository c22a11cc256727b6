import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '../../components/avatar';
import { useNotifications } from '../../components/notifications';
import {
  userQueries,
  userSorts,
  useDeleteUser,
  type User,
  type UserSort,
} from '../../lib/api/users';
import { useSession } from '../../lib/session';
import { AddButton, AdminPage } from '../../features/admin/components/admin-page';
import type { Column } from '../../features/admin/components/data-table';
import { ListCard } from '../../features/admin/components/list-card';
import { RowActions } from '../../features/admin/components/row-actions';
import { UserModal } from '../../features/admin/components/user-modal';
import { useListQuery } from '../../features/admin/hooks/use-list-query';
import { useOutcome } from '../../features/admin/hooks/use-outcome';

type Editing = { user: User | null } | null;

export function Component() {
  const list = useListQuery(userSorts);
  const users = useQuery(userQueries.page(list.query));
  const remove = useDeleteUser();
  const outcome = useOutcome();
  const session = useSession();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (user: User) => {
    const question =
      user.id === session?.user.id
        ? 'Delete your own account? You will lose access to the dashboard.'
        : `Delete the user "${user.name}"? Their gigs, hires and comments go too.`;
    if (!(await confirm(question))) return;
    remove.mutate(user.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<User, UserSort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-20',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Name',
      sortBy: 'name',
      className: 'min-w-[13rem]',
      cell: (row) => (
        <span className="flex items-center gap-3">
          <Avatar name={row.name} src={row.avatar} size={32} lazy tone="soft" />
          <span className="truncate font-semibold text-slate-900">{row.name}</span>
        </span>
      ),
    },
    {
      header: 'Email',
      sortBy: 'email',
      cell: (row) => <span className="text-slate-600">{row.email}</span>,
    },
    {
      header: 'Role',
      sortBy: 'role',
      cell: (row) => <RoleBadge role={row.role} />,
    },
    {
      header: 'Certification',
      className: 'w-56',
      cell: (row) =>
        row.certification.length > 0 ? (
          <ul
            className="flex max-w-[14rem] flex-wrap gap-1.5"
            aria-label={`Certifications of ${row.name}`}
          >
            {row.certification.map((name) => (
              <li
                key={name}
                className="max-w-full truncate rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                title={name}
              >
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">None</span>
        ),
    },
    {
      header: 'Action',
      className: 'w-24 text-right',
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => setEditing({ user: row })}
          onDelete={() => void onDelete(row)}
          busy={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage User"
      description="Buyers, sellers and administrators of the marketplace."
      action={<AddButton onClick={() => setEditing({ user: null })}>Add new user</AddButton>}
    >
      <ListCard
        caption="Users"
        noun="users"
        searchLabel="Search users"
        searchPlaceholder="Search by name or email"
        list={list}
        result={users}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[56rem]"
      />
      <UserModal
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}

function RoleBadge({ role }: { role: User['role'] }) {
  return role === 'ADMIN' ? (
    <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
      ADMIN
    </span>
  ) : (
    <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800 ring-1 ring-brand-100">
      USER
    </span>
  );
}
