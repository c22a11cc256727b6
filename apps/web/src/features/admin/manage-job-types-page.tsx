import { useState } from 'react';
import type { Category } from '@giglane/contract/categories';
import { sortColumns } from '@giglane/contract/paging';
import { useNotifications } from '../../components/notifications';
import { useDeleteJobType } from './api/delete-job-type';
import { useJobTypesPage } from './api/get-job-types-page';
import { AddButton, AdminPage } from './components/admin-page';
import type { Column } from './components/data-table';
import { JobTypeModal } from './components/job-type-modal';
import { ListCard } from './components/list-card';
import { RowActions } from './components/row-actions';
import { useListQuery } from './hooks/use-list-query';
import { useOutcome } from './hooks/use-outcome';

type Editing = { jobType: Category | null } | null;

export function ManageJobTypesPage() {
  const list = useListQuery(sortColumns.jobTypes);
  const jobTypes = useJobTypesPage(list.query);
  const remove = useDeleteJobType();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (jobType: Category) => {
    if (!(await confirm(`Delete the job type "${jobType.tenLoaiCongViec}" with its groups?`)))
      return;
    remove.mutate(jobType.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Category, (typeof sortColumns.jobTypes)[number]>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-28 tabular-nums',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job Type',
      sortBy: 'tenLoaiCongViec',
      cell: (row) => <span className="font-semibold text-slate-900">{row.tenLoaiCongViec}</span>,
    },
    {
      header: 'Action',
      className: 'w-28 text-right',
      cell: (row) => (
        <RowActions
          name={row.tenLoaiCongViec}
          onEdit={() => setEditing({ jobType: row })}
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
      action={<AddButton onClick={() => setEditing({ jobType: null })}>Add new job type</AddButton>}
    >
      <ListCard
        caption="Job types"
        noun="job types"
        searchLabel="Search job types"
        searchPlaceholder="Search by job type name"
        list={list}
        result={jobTypes}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[32rem]"
      />
      <JobTypeModal
        open={editing !== null}
        jobType={editing?.jobType ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
