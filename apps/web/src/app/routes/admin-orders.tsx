import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { ORDER_STATES, type OrderState } from '@giglane/contract/order-values';
import { useNotifications } from '../../components/notifications';
import { OrderStateBadge, orderStateLabels } from '../../components/order-state-badge';
import {
  orderQueries,
  orderSorts,
  useDeleteOrder,
  type Order,
  type OrderRecord,
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

/**
 * Manage Service: the orders, each with its state and filtered by one when chosen (`?state=` in
 * the address), where an admin sets either condition in either direction.
 */
export function Component() {
  const list = useListQuery(orderSorts);
  const [params, setParams] = useSearchParams();
  const state = ORDER_STATES.find((name) => name === params.get('state'));
  const orders = useQuery(orderQueries.page(list.query, state));
  const remove = useDeleteOrder();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (order: Order) => {
    if (!(await confirm(`Delete the service #${order.id}?`))) return;
    remove.mutate(order.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  // Another state is another list: it starts at its first page.
  const onState = (next: OrderState | undefined) => {
    const search = new URLSearchParams(params);
    search.delete('page');
    if (next) search.set('state', next);
    else search.delete('state');
    setParams(search);
  };

  const columns: Column<OrderRecord, OrderSort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-24',
      // The order's own page: its timeline, deliveries and what an admin may still do.
      cell: (row) => (
        <Link
          to={pagePaths.order(row.id)}
          className="font-mono text-slate-500 hover:text-brand-700 hover:underline"
        >
          #{row.id}
        </Link>
      ),
    },
    {
      header: 'Job ID',
      sortBy: 'gigId',
      className: 'max-w-[13rem]',
      cell: (row) => <GigName id={row.gigId} />,
    },
    {
      header: 'Hirer ID',
      sortBy: 'buyerId',
      className: 'max-w-[10rem]',
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
      header: 'State',
      className: 'whitespace-nowrap',
      cell: (row) => <OrderStateBadge state={row.state} />,
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
        minWidth="min-w-[54rem]"
        filter={<StateFilter state={state} onChange={onState} />}
      />
      <OrderModal
        open={editing !== null}
        order={editing?.order ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}

function StateFilter({
  state,
  onChange,
}: {
  state: OrderState | undefined;
  onChange: (state: OrderState | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-slate-600">
        State
      </label>
      <select
        id={id}
        value={state ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as OrderState | undefined)}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-semibold text-slate-800 focus:border-brand-600 focus:outline-none"
      >
        <option value="">All states</option>
        {ORDER_STATES.map((name) => (
          <option key={name} value={name}>
            {orderStateLabels[name]}
          </option>
        ))}
      </select>
    </div>
  );
}
