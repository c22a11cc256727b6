import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../components/notifications';
import {
  orderQueries,
  orderSorts,
  useDeleteOrder,
  type Order,
  type OrderSort,
} from '../../lib/api/orders';
import { readableDate } from '../../lib/dates';
import { AddButton, AdminPage } from '../../features/admin/components/admin-page';
import type { Column } from '../../features/admin/components/data-table';
import { ListCard } from '../../features/admin/components/list-card';
import { OrderModal } from '../../features/admin/components/order-modal';
import { GigName, UserName } from '../../features/admin/components/record-names';
import { RowActions } from '../../features/admin/components/row-actions';
import { StatusBadge } from '../../features/admin/components/status-badge';
import { useListQuery } from '../../features/admin/hooks/use-list-query';
import { useOutcome } from '../../features/admin/hooks/use-outcome';

type Editing = { order: Order | null } | null;

/** Manage Service: the orders, where an admin sets either condition in either direction. */
export function Component() {
  const list = useListQuery(orderSorts);
  const orders = useQuery(orderQueries.page(list.query));
  const remove = useDeleteOrder();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (order: Order) => {
    if (!(await confirm(`Delete the service #${order.id}?`))) return;
    remove.mutate(order.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Order, OrderSort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-24',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job ID',
      sortBy: 'gigId',
      className: 'max-w-[22rem]',
      cell: (row) => <GigName id={row.gigId} />,
    },
    {
      header: 'Hirer ID',
      sortBy: 'buyerId',
      className: 'max-w-[14rem]',
      cell: (row) => <UserName id={row.buyerId} />,
    },
    {
      header: 'Hire Day',
      sortBy: 'orderedOn',
      className: 'whitespace-nowrap',
      cell: (row) => {
        const day = readableDate(row.orderedOn);
        return <time dateTime={day.iso}>{day.text}</time>;
      },
    },
    {
      header: 'Condition',
      sortBy: 'completed',
      cell: (row) => <StatusBadge complete={row.completed} />,
    },
    {
      header: 'Action',
      className: 'w-24 text-right',
      cell: (row) => (
        <RowActions
          name={`service #${row.id}`}
          onEdit={() => setEditing({ order: row })}
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
      action={<AddButton onClick={() => setEditing({ order: null })}>Add service</AddButton>}
    >
      <ListCard
        caption="Services"
        noun="services"
        searchLabel="Search services"
        searchPlaceholder="Search by gig name, hirer name or email"
        list={list}
        result={orders}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[52rem]"
      />
      <OrderModal
        open={editing !== null}
        order={editing?.order ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
