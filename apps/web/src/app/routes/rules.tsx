import { useLocation } from 'react-router';
import { RULES_PAGES } from '@giglane/contract/page-heads';
import { RulesPage } from '../../features/help/components/rules-page';
import { paymentQueries } from '../../lib/api/payments';
import { settingsQueries } from '../../lib/api/settings';
import { loaderCache } from '../query-client';

/** The pages' text is written from the server's settings and fees. Prefetching never throws. */
export async function loader() {
  await Promise.all([
    loaderCache().prefetchQuery(settingsQueries.marketplace()),
    loaderCache().prefetchQuery(paymentQueries.settings()),
  ]);
  return null;
}

/** /help, /buying, /selling, /trust-and-safety, /terms and /privacy: one module, the path picks. */
export function Component() {
  const { pathname } = useLocation();
  const page = RULES_PAGES.find((entry) => entry.path === pathname) ?? RULES_PAGES[0];
  return <RulesPage page={page.name} />;
}
