import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Icon } from '../../components/icon';
import { useNotifications } from '../../components/notifications';
import { gigQueries, gigSorts, useDeleteGig, type Gig, type GigSort } from '../../lib/api/gigs';
import { AddButton, AdminPage } from '../../features/admin/components/admin-page';
import type { Column } from '../../features/admin/components/data-table';
import { GigModal } from '../../features/admin/components/gig-modal';
import { ListCard } from '../../features/admin/components/list-card';
import { RowActions } from '../../features/admin/components/row-actions';
import { StarScore } from '../../features/admin/components/star-score';
import { useListQuery } from '../../features/admin/hooks/use-list-query';
import { useOutcome } from '../../features/admin/hooks/use-outcome';

type Editing = { gig: Gig | null } | null;

export function Component() {
  const list = useListQuery(gigSorts);
  const gigs = useQuery(gigQueries.page(list.query));
  const remove = useDeleteGig();
  const outcome = useOutcome();
  const { confirm } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (gig: Gig) => {
    if (!(await confirm(`Delete the job "${gig.name}"? Its hires and comments go too.`))) return;
    remove.mutate(gig.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<Gig, GigSort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-20',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Name',
      sortBy: 'name',
      className: 'w-52',
      cell: (row) => (
        <div className="max-w-[12rem]">
          <a
            href={pagePaths.gig(row.id)}
            target="_blank"
            rel="noreferrer"
            className="group inline-flex items-start gap-1 font-semibold text-slate-900 hover:text-brand-700"
          >
            <span className="line-clamp-2">{row.name}</span>
            <Icon
              name="external"
              className="mt-0.5 size-3.5 text-slate-400 group-hover:text-brand-600"
            />
            <span className="sr-only">(opens the gig page in a new tab)</span>
          </a>
          {/* The seller's own editor: packages, description, FAQ and gallery, beyond the modal's fields. */}
          <Link
            to={pagePaths.editSellerGig(row.id)}
            aria-label={`Open ${row.name} in the gig editor`}
            className="mt-1.5 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Icon name="pencil" className="size-3.5" />
            Gig editor
          </Link>
        </div>
      ),
    },
    {
      header: 'Image',
      className: 'w-32',
      cell: (row) =>
        row.image ? (
          <img
            src={row.image}
            alt={`Picture of ${row.name}`}
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
          <p className="line-clamp-1 font-medium text-slate-900">{row.shortDescription}</p>
          <p className="mt-0.5 line-clamp-2 text-xs leading-relaxed text-slate-500">
            {row.description}
          </p>
        </div>
      ),
    },
    {
      header: 'Price',
      sortBy: 'price',
      className: 'whitespace-nowrap',
      cell: (row) => <span className="font-semibold text-slate-900">${row.price}</span>,
    },
    {
      header: 'Rate',
      sortBy: 'stars',
      cell: (row) => <StarScore stars={row.stars} count={row.ratingCount} />,
    },
    {
      header: 'Action',
      className: 'w-24 text-right',
      cell: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => setEditing({ gig: row })}
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
      action={<AddButton onClick={() => setEditing({ gig: null })}>Add new job</AddButton>}
    >
      <ListCard
        caption="Jobs"
        noun="jobs"
        searchLabel="Search jobs"
        searchPlaceholder="Search by job name"
        list={list}
        result={gigs}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[58rem]"
      />
      <GigModal
        open={editing !== null}
        gig={editing?.gig ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
