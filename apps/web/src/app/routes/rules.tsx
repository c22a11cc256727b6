import { useLocation } from 'react-router';
import { RULES_PAGES } from '@giglane/contract/page-heads';
import { RulesPage } from '../../features/help/components/rules-page';

/** /help, /buying, /selling, /trust-and-safety, /terms and /privacy: one module, the path picks. */
export function Component() {
  const { pathname } = useLocation();
  const page = RULES_PAGES.find((entry) => entry.path === pathname) ?? RULES_PAGES[0];
  return <RulesPage page={page.name} />;
}
