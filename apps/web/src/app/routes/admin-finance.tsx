import { FinanceScreen } from '../../features/admin/components/finance-screen';

/** Finance: the marketplace's books, withdrawals to handle and their reconciliation. */
export function Component() {
  return <FinanceScreen />;
}
