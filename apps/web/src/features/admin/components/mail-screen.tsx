import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mailQueries, type MailDetail, type MailSummary } from '../../../lib/api/mail';
import { readableInstant } from '../../../lib/dates';

const PAGE_SIZE = 20;

const statusText: Record<MailSummary['status'], string> = {
  queued: 'Waiting',
  sent: 'Sent',
  kept: 'Kept',
};

/**
 * The Mail outbox: every e-mail the marketplace sent, or kept when no SMTP server is configured,
 * newest first; `?id=` opens one with its HTML (in a sandboxed frame), plain text and headers.
 */
export function MailScreen() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const openId = Number(params.get('id')) || null;
  const list = useQuery(mailQueries.page(page, PAGE_SIZE, ''));
  const open = (id: number) => setParams({ id: String(id) });

  return (
    <div className="mx-auto max-w-7xl">
      <title>Mail outbox | Giglane Admin</title>
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Dashboard</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
        Mail outbox
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Every e-mail the marketplace sends. Without an SMTP server (SMTP_URL) they stay here, to be
        read in full; once sent through one, only their envelope is kept.
      </p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Mails" className="rounded-xl border border-slate-200 bg-white">
          {list.isPending ? (
            <p role="status" className="p-4 text-sm text-slate-500">
              Loading the mails…
            </p>
          ) : list.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              The mails could not be loaded.
            </p>
          ) : list.data.data.length === 0 ? (
            <p className="p-4 text-sm text-slate-500">No e-mail yet.</p>
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {list.data.data.map((mail) => (
                  <li key={mail.id}>
                    <button
                      type="button"
                      onClick={() => open(mail.id)}
                      aria-current={mail.id === openId ? 'true' : undefined}
                      className="block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current]:bg-brand-50"
                    >
                      <span className="block truncate text-sm font-semibold text-slate-900">
                        {mail.subject ?? mail.template}
                      </span>
                      <span className="mt-0.5 flex justify-between gap-2 text-xs text-slate-600">
                        <span className="truncate">{mail.to}</span>
                        <span className="shrink-0">
                          {statusText[mail.status]} · {readableInstant(mail.createdAt)}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(list.data.totalRow / PAGE_SIZE))}
                onPage={setPage}
              />
            </>
          )}
        </section>
        {openId ? (
          <OpenMail id={openId} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500">
            Choose an e-mail to read it.
          </p>
        )}
      </div>
    </div>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Pages of mails"
      className="flex items-center justify-between border-t border-slate-100 px-4 py-2 text-sm"
    >
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}

const TABS = ['HTML', 'Plain text', 'Headers'] as const;

function OpenMail({ id }: { id: number }) {
  const mail = useQuery(mailQueries.one(id));
  if (mail.isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading the e-mail…
      </p>
    );
  if (mail.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        This e-mail could not be loaded.
      </p>
    );
  return <MailView mail={mail.data} />;
}

function MailView({ mail }: { mail: MailDetail }) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('HTML');
  const baseId = useId();
  return (
    <article
      aria-labelledby={`${baseId}-subject`}
      className="min-w-0 rounded-xl border border-slate-200 bg-white"
    >
      <header className="border-b border-slate-100 p-4">
        <h2 id={`${baseId}-subject`} className="text-lg font-semibold text-slate-900">
          {mail.subject ?? mail.template}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">To</dt>
          <dd className="truncate text-slate-800">{mail.to}</dd>
          <dt className="text-slate-500">Status</dt>
          <dd className="text-slate-800">
            {statusText[mail.status]}
            {mail.sentAt ? ` · ${readableInstant(mail.sentAt)}` : ''}
          </dd>
          <dt className="text-slate-500">Template</dt>
          <dd className="text-slate-800">{mail.template}</dd>
        </dl>
      </header>
      <div role="tablist" aria-label="Parts of the e-mail" className="flex gap-1 px-4 pt-3">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            onClick={() => setTab(name)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="p-4"
      >
        {tab === 'HTML' ? (
          mail.htmlUrl === null ? (
            <Gone />
          ) : (
            // Its own URL, under its own policy: inline styles show as in a mail client. No
            // scripts, no same origin: the mail's HTML cannot reach this page or its session.
            <iframe
              title={`The e-mail “${mail.subject ?? mail.template}”`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              src={mail.htmlUrl}
              className="h-[36rem] w-full rounded-md border border-slate-200 bg-white"
            />
          )
        ) : tab === 'Plain text' ? (
          mail.text === null ? (
            <Gone />
          ) : (
            <pre className="whitespace-pre-wrap break-words text-sm text-slate-800">
              {mail.text}
            </pre>
          )
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {Object.entries(mail.headers).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-slate-500">{name}</dt>
                <dd className="break-all font-mono text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}

function Gone() {
  return (
    <p className="text-sm text-slate-500">
      Sent through the SMTP server: its body is not kept (it may hold a private link).
    </p>
  );
}
