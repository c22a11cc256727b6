import { useState } from 'react';
import type { Gig } from '@giglane/contract/gigs';
import { sortColumns, type SortColumn } from '@giglane/contract/paging';
import { useNotifications } from '../../components/notifications';
import { useDeleteJob } from './api/delete-job';
import { useJobsPage } from './api/get-jobs-page';
import { AddButton, AdminPage } from './components/admin-page';
import type { Column } from './components/data-table';
import { Icon } from '../../components/icon';
import { JobModal } from './components/job-modal';
import { ListCard } from './components/list-card';
import { RowActions } from './components/row-actions';
import { StarScore } from './components/star-score';
import { useListQuery } from './hooks/use-list-query';
import { useOutcome } from './hooks/use-outcome';

type Editing = { job: Gig | null } | null;

export function ManageJobsPage() {
  const list = useListQuery(sortColumns.jobs);
  const jobs = useJobsPage(list.query);
  const remove = useDeleteJob();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (job: Gig) => {
    if (!(await confirm(`Delete the job "${job.tenCongViec}"? Its hires and comments go too.`)))
      return;
    remove.mutate(job.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Gig, SortColumn<'jobs'>>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-20',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Name',
      sortBy: 'tenCongViec',
      className: 'w-52',
      cell: (row) => (
        <a
          href={`/jobdetail/${row.id}`}
          target="_blank"
          rel="noreferrer"
          className="group inline-flex max-w-[12rem] items-start gap-1 font-semibold text-slate-900 hover:text-brand-700"
        >
          <span className="line-clamp-2">{row.tenCongViec}</span>
          <Icon
            name="external"
            className="mt-0.5 size-3.5 text-slate-400 group-hover:text-brand-600"
          />
          <span className="sr-only">(opens the gig page in a new tab)</span>
        </a>
      ),
    },
    {
      header: 'Image',
      className: 'w-32',
      cell: (row) =>
        row.hinhAnh ? (
          <img
            src={row.hinhAnh}
            alt={`Picture of ${row.tenCongViec}`}
            width={96}
            height={54}
            loading="lazy"
            className="aspect-[16/9] w-24 max-w-none rounded-md border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex aspect-[16/9] w-24 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400">
            <Icon name="image" className="size-5" />
            <span className="sr-only">No picture</span>
          </span>
        ),
    },
    {
      header: 'Description',
      cell: (row) => (
        <div className="max-w-md">
          <p className="line-clamp-1 font-medium text-slate-900">{row.moTaNgan}</p>
          <p className="mt-0.5 line-clamp-2 text-xs leading-relaxed text-slate-500">{row.moTa}</p>
        </div>
      ),
    },
    {
      header: 'Price',
      sortBy: 'giaTien',
      className: 'whitespace-nowrap',
      cell: (row) => <span className="font-semibold text-slate-900">${row.giaTien}</span>,
    },
    {
      header: 'Rate',
      sortBy: 'saoCongViec',
      cell: (row) => <StarScore stars={row.saoCongViec} count={row.danhGia} />,
    },
    {
      header: 'Action',
      className: 'w-24 text-right',
      cell: (row) => (
        <RowActions
          name={row.tenCongViec}
          onEdit={() => setEditing({ job: row })}
          onDelete={() => void onDelete(row)}
          busy={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Job"
      description="Every gig on the marketplace, with its picture, price and rating."
      action={<AddButton onClick={() => setEditing({ job: null })}>Add new job</AddButton>}
    >
      <ListCard
        caption="Jobs"
        noun="jobs"
        searchLabel="Search jobs"
        searchPlaceholder="Search by job name"
        list={list}
        result={jobs}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[58rem]"
      />
      <JobModal
        open={editing !== null}
        job={editing?.job ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
