import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '../../../lib/api/messages';
import { Conversation } from './conversation';
import { LoadFailed } from '../../../components/load-failed';

/**
 * An order's own thread between its buyer and its seller, on the order page (read-only for an
 * admin who is neither).
 */
export function OrderThread({ orderId, userId }: { orderId: number; userId: number }) {
  const view = useQuery(messageQueries.orderConversation(orderId));
  return (
    <section aria-labelledby="order-thread-title">
      <h2 id="order-thread-title" className="mb-3 text-lg font-bold text-slate-900">
        Messages
      </h2>
      <div className="flex h-[34rem] max-h-[80vh] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {view.isPending ? (
          <div
            className="flex-1 animate-pulse bg-slate-50"
            aria-busy="true"
            aria-label="Loading the messages"
          />
        ) : view.isError ? (
          <LoadFailed
            text="The messages of this order could not be loaded."
            onRetry={() => void view.refetch()}
            className="flex-1 p-6"
          />
        ) : (
          <Conversation view={view.data} userId={userId} showSubject={false} />
        )}
      </div>
    </section>
  );
}
