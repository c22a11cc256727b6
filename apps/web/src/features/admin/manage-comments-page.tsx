import type { ReviewListItem } from '@giglane/contract/reviews';
import { sortColumns, type SortColumn } from '@giglane/contract/paging';
import { useNotifications } from '../../components/notifications';
import { useDeleteComment } from './api/delete-comment';
import { useCommentsPage } from './api/get-comments-page';
import { AdminPage } from './components/admin-page';
import type { Column } from './components/data-table';
import { ListCard } from './components/list-card';
import { RowActions } from './components/row-actions';
import { StarScore } from './components/star-score';
import { useListQuery } from './hooks/use-list-query';
import { useOutcome } from './hooks/use-outcome';
import { readableDate } from '../../lib/dates';

/** Manage Comment: reviews are deleted here, never edited (spec §2). */
export function ManageCommentsPage() {
  const list = useListQuery(sortColumns.comments);
  const comments = useCommentsPage(list.query);
  const remove = useDeleteComment();
  const outcome = useOutcome();
  const { confirm } = useNotifications();

  const onDelete = async (comment: ReviewListItem) => {
    if (!(await confirm(`Delete the comment #${comment.id} by ${comment.tenNguoiBinhLuan}?`)))
      return;
    remove.mutate(comment.id, { onSuccess: outcome.succeeded, onError: outcome.failed });
  };

  const columns: Column<ReviewListItem, SortColumn<'comments'>>[] = [
    {
      header: 'ID',
      sortBy: 'id',
      className: 'w-20',
      cell: (row) => <span className="font-mono text-slate-500">#{row.id}</span>,
    },
    {
      header: 'Job ID',
      sortBy: 'maCongViec',
      className: 'w-44',
      cell: (row) => (
        <span className="block max-w-[10rem]">
          <span className="font-mono text-slate-500">#{row.maCongViec}</span>
          <span className="block truncate text-xs text-slate-500" title={row.tenCongViec}>
            {row.tenCongViec}
          </span>
        </span>
      ),
    },
    {
      header: 'Comment ID',
      sortBy: 'maNguoiBinhLuan',
      className: 'w-36',
      cell: (row) => (
        <span className="block max-w-[8rem]">
          <span className="font-mono text-slate-500">#{row.maNguoiBinhLuan}</span>
          <span className="block truncate text-xs text-slate-500">{row.tenNguoiBinhLuan}</span>
        </span>
      ),
    },
    {
      header: 'Comment Date',
      sortBy: 'ngayBinhLuan',
      className: 'whitespace-nowrap',
      cell: (row) => {
        const day = readableDate(row.ngayBinhLuan);
        return <time dateTime={day.iso}>{day.text}</time>;
      },
    },
    {
      header: 'Description',
      cell: (row) =>
        row.noiDung ? (
          <p className="line-clamp-2 max-w-md text-slate-700" title={row.noiDung}>
            {row.noiDung}
          </p>
        ) : (
          <span className="text-slate-500">No text</span>
        ),
    },
    {
      header: 'Rate',
      sortBy: 'saoBinhLuan',
      className: 'whitespace-nowrap',
      cell: (row) => <StarScore stars={row.saoBinhLuan} />,
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
        result={comments}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort="id"
        minWidth="min-w-[56rem]"
      />
    </AdminPage>
  );
}
