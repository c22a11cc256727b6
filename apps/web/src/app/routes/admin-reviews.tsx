import { useQuery } from '@tanstack/react-query';
import { useNotifications } from '../../components/notifications';
import {
  reviewQueries,
  reviewSorts,
  useDeleteReview,
  type ReviewListItem,
  type ReviewSort,
} from '../../lib/api/reviews';
import { readableDate } from '../../lib/dates';
import { AdminPage } from '../../features/admin/components/admin-page';
import type { Column } from '../../features/admin/components/data-table';
import { ListCard } from '../../features/admin/components/list-card';
import { RowActions } from '../../features/admin/components/row-actions';
import { StarScore } from '../../features/admin/components/star-score';
import { useListQuery } from '../../features/admin/hooks/use-list-query';
import { useOutcome } from '../../features/admin/hooks/use-outcome';

/** Manage Comment: reviews are deleted here, never edited (spec §2). */
export function Component() {
  const list = useListQuery(reviewSorts);
  const reviews = useQuery(reviewQueries.page(list.query));
  const remove = useDeleteReview();
  const outcome = useOutcome();
  const { confirm } = useNotifications();

  const onDelete = async (review: ReviewListItem) => {
    if (!(await confirm(`Delete the comment #${review.id} by ${review.reviewerName}?`))) return;
    remove.mutate(review.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<ReviewListItem, ReviewSort>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-20',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job ID',
      sortBy: 'gigId',
      className: 'w-44',
      cell: (row) => (
        <span className="block max-w-[10rem]">
          <span className="font-mono text-slate-500">#{row.gigId}</span>
          <span className="block truncate text-xs text-slate-500" title={row.gigName}>
            {row.gigName}
          </span>
        </span>
      ),
    },
    {
      header: 'Comment ID',
      sortBy: 'reviewerId',
      className: 'w-36',
      cell: (row) => (
        <span className="block max-w-[8rem]">
          <span className="font-mono text-slate-500">#{row.reviewerId}</span>
          <span className="block truncate text-xs text-slate-500">{row.reviewerName}</span>
        </span>
      ),
    },
    {
      header: 'Comment Date',
      sortBy: 'reviewedOn',
      className: 'whitespace-nowrap',
      cell: (row) => {
        const day = readableDate(row.reviewedOn);
        return <time dateTime={day.iso}>{day.text}</time>;
      },
    },
    {
      header: 'Description',
      cell: (row) =>
        row.text ? (
          <p className="line-clamp-2 max-w-md text-slate-700" title={row.text}>
            {row.text}
          </p>
        ) : (
          <span className="text-slate-500">No text</span>
        ),
    },
    {
      header: 'Rate',
      sortBy: 'stars',
      className: 'whitespace-nowrap',
      cell: (row) => <StarScore stars={row.stars} />,
    },
    {
      header: 'Action',
      className: 'w-16 text-right',
      cell: (row) => (
        <RowActions
          name={`comment #${row.id}`}
          onDelete={() => void onDelete(row)}
          busy={remove.isPending && remove.variables === row.id}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title="Manage Comment"
      description="Reviews buyers left on gigs. Deleting one also takes it out of the gig's rating."
    >
      <ListCard
        caption="Comments"
        noun="comments"
        searchLabel="Search comments"
        searchPlaceholder="Search by comment text or gig name"
        list={list}
        result={reviews}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[56rem]"
      />
    </AdminPage>
  );
}
