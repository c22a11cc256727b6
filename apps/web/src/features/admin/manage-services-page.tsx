import { useState } from 'react';
import type { Order } from '@giglane/contract/orders';
import { sortColumns, type SortColumn } from '@giglane/contract/paging';
import { useNotifications } from '../../components/notifications';
import { useDeleteHire } from './api/delete-hire';
import { useHiresPage } from './api/get-hires-page';
import { AddButton, AdminPage } from './components/admin-page';
import type { Column } from './components/data-table';
import { ListCard } from './components/list-card';
import { JobName, UserName } from './components/record-names';
import { RowActions } from './components/row-actions';
import { ServiceModal } from './components/service-modal';
import { StatusBadge } from './components/status-badge';
import { useListQuery } from './hooks/use-list-query';
import { useOutcome } from './hooks/use-outcome';
import { readableDate } from '../../lib/dates';

type Editing = { hire: Order | null } | null;

/** Manage Service: the hire records, where an admin sets either condition in either direction. */
export function ManageServicesPage() {
  const list = useListQuery(sortColumns.hires);
  const hires = useHiresPage(list.query);
  const remove = useDeleteHire();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (hire: Order) => {
    if (!(await confirm(`Delete the service #${hire.id}?`))) return;
    remove.mutate(hire.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Order, SortColumn<'hires'>>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-24',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job ID',
      sortBy: 'maCongViec',
      className: 'max-w-[22rem]',
      cell: (row) => <JobName id={row.maCongViec} />,
    },
    {
      header: 'Hirer ID',
      sortBy: 'maNguoiThue',
      className: 'max-w-[14rem]',
      cell: (row) => <UserName id={row.maNguoiThue} />,
    },
    {
      header: 'Hire Day',
      sortBy: 'ngayThue',
      className: 'whitespace-nowrap',
      cell: (row) => {
        const day = readableDate(row.ngayThue);
        return <time dateTime={day.iso}>{day.text}</time>;
      },
    },
    {
      header: 'Condition',
      sortBy: 'hoanThanh',
      cell: (row) => <StatusBadge complete={row.hoanThanh} />,
    },
    {
      header: 'Action',
      className: 'w-24 text-right',
      cell: (row) => (
        <RowActions
          name={`service #${row.id}`}
          onEdit={() => setEditing({ hire: row })}
          onDelete={() => void onDelete(row)}
          busy={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Service"
      description="Every hire of a gig by a user, and whether the work is complete."
      action={<AddButton onClick={() => setEditing({ hire: null })}>Add service</AddButton>}
    >
      <ListCard
        caption="Services"
        noun="services"
        searchLabel="Search services"
        searchPlaceholder="Search by gig name, hirer name or email"
        list={list}
        result={hires}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[52rem]"
      />
      <ServiceModal
        open={editing !== null}
        hire={editing?.hire ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
