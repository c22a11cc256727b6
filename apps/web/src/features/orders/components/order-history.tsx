import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/icon';
import { fileQueries } from '../../../lib/api/files';
import type { OrderView } from '../../../lib/api/orders';
import { readableInstant } from '../../../lib/dates';
import { fileSize } from '../../../lib/file-size';
import { describeEvent } from '../utils/order-people';
import { Panel } from './order-parts';

/** The seller's questions as they were when the order was placed, with the buyer's answers. */
export function RequirementsPanel({ order }: { order: OrderView }) {
  return (
    <Panel
      title="Requirements"
      aside={
        order.requirementsAnsweredAt && (
          <span className="text-xs text-slate-500">
            Answered {readableInstant(order.requirementsAnsweredAt, { time: true })}
          </span>
        )
      }
    >
      <ol className="space-y-4">
        {order.requirements.map(({ question, answer }, index) => (
          <li key={index}>
            <p className="text-sm font-semibold text-slate-900">
              {index + 1}. {question}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">
              {answer ?? <span className="italic text-slate-500">Not answered yet</span>}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/**
 * What the seller delivered, oldest first, each with its message and files to download. The
 * delivery `focusId` names (the one its seller just sent) takes the focus, so keyboard and screen
 * reader users land on what they sent instead of the top of the page.
 */
export function DeliveriesPanel({
  order,
  focusId = null,
}: {
  order: OrderView;
  focusId?: number | null;
}) {
  const focused = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusId !== null) focused.current?.focus();
  }, [focusId]);
  return (
    <Panel title="Deliveries">
      <ol className="space-y-5">
        {order.deliveries.map((delivery, index) => (
          <li
            key={delivery.id}
            ref={delivery.id === focusId ? focused : undefined}
            tabIndex={delivery.id === focusId ? -1 : undefined}
            className="scroll-mt-40 rounded-lg border border-slate-200 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            aria-label={`Delivery ${index + 1}`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="text-sm font-bold text-slate-900">Delivery {index + 1}</span>
              <time dateTime={delivery.at} className="text-xs text-slate-500">
                {readableInstant(delivery.at, { time: true })}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">
              {delivery.message}
            </p>
            {delivery.files.length > 0 && (
              <ul aria-label="Files" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {delivery.files.map((file) => (
                  <li key={file.url}>
                    <DeliveredFileLink file={file} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

type DeliveredFile = OrderView['deliveries'][number]['files'][number];

/**
 * A delivered file's download. Only the order's two parties may have it, and a link cannot send
 * the session's token: the link is a signed one, made for this user when the list shows, so the
 * browser downloads the file itself (streamed to disk, resumable) whatever its size.
 */
function DeliveredFileLink({ file }: { file: DeliveredFile }) {
  const link = useQuery(fileQueries.link(file.url));
  const body = (
    <>
      <Icon name="file" className="size-5 text-slate-400" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-800">{file.name}</span>
        <span className="text-xs text-slate-500">
          {link.isError
            ? 'The download link could not be made. Reload to try again.'
            : fileSize(file.size)}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-1 text-xs font-bold text-brand-700">
        <Icon name="download" className="size-4" />
        Download
      </span>
    </>
  );
  const frame =
    'flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm transition';
  // Until its link is ready the file is shown, not yet offered.
  return link.data ? (
    <a
      href={link.data.url}
      download={file.name}
      className={`${frame} hover:border-brand-600 hover:bg-white`}
    >
      {body}
    </a>
  ) : (
    <div className={`${frame} opacity-70`} aria-busy={link.isPending}>
      {body}
    </div>
  );
}

/** Everything that happened to the order: who did what, when, with their note. */
export function TimelinePanel({ order, userId }: { order: OrderView; userId: number }) {
  return (
    <Panel title="Timeline">
      <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5">
        {order.timeline.map((event, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden
              className="absolute -left-[1.7rem] top-1 size-3 rounded-full bg-brand-600 ring-4 ring-white"
            />
            <p className="text-sm font-semibold text-slate-900">{describeEvent(event, userId)}</p>
            <time dateTime={event.at} className="text-xs text-slate-500">
              {readableInstant(event.at, { time: true })}
            </time>
            {event.note && (
              <p className="mt-1.5 whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                {/* An accepted extension notes the due date it set. */}
                {event.type === 'extension_accepted'
                  ? `New due date: ${readableInstant(event.note, { time: true })}`
                  : event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
