import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifications } from '../../components/notifications';
import {
  categoryQueries,
  categorySorts,
  useDeleteCategory,
  type Category,
  type CategorySort,
} from '../../lib/api/categories';
import { AddButton, AdminPage } from '../../features/admin/components/admin-page';
import { CategoryModal } from '../../features/admin/components/category-modal';
import type { Column } from '../../features/admin/components/data-table';
import { ListCard } from '../../features/admin/components/list-card';
import { RowActions } from '../../features/admin/components/row-actions';
import { useListQuery } from '../../features/admin/hooks/use-list-query';
import { useOutcome } from '../../features/admin/hooks/use-outcome';

type Editing = { category: Category | null } | null;

export function Component() {
  const list = useListQuery(categorySorts);
  const categories = useQuery(categoryQueries.page(list.query));
  const remove = useDeleteCategory();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (category: Category) => {
    if (!(await confirm(`Delete the job type "${category.name}" with its groups?`))) return;
    remove.mutate(category.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Category, CategorySort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-28 tabular-nums',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job Type',
      sortBy: 'name',
      cell: (row) => <span className="font-semibold text-slate-900">{row.name}</span>,
    },
    {
      header: 'Action',
      className: 'w-28 text-right',
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => setEditing({ category: row })}
          onDelete={() => void onDelete(row)}
          busy={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage JobType"
      description="The top-level categories of the marketplace, as the storefront menu shows them."
      action={
        <AddButton onClick={() => setEditing({ category: null })}>Add new job type</AddButton>
      }
    >
      <ListCard
        caption="Job types"
        noun="job types"
        searchLabel="Search job types"
        searchPlaceholder="Search by job type name"
        list={list}
        result={categories}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[32rem]"
      />
      <CategoryModal
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
