import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { GIG_EDITOR_STEPS, pagePaths, type GigEditorStep } from '@giglane/contract/page-paths';
import { NotFoundNotice } from '../../components/page-notice';
import { ApiError } from '../../lib/api/client';
import { sellerGigQueries } from '../../lib/api/seller-gigs';
import { refusalOf } from '../../lib/refusal';
import { parseRouteId } from '../../lib/route-id';
import type { EditorHome } from '../../features/gig-editor/components/editor-parts';
import { GigEditor } from '../../features/gig-editor/components/gig-editor';
import { AreaLoading, useSellerArea } from './seller-area';

/**
 * The gig editor, at /seller-dashboard/gigs/new (a new gig's overview) and at
 * /seller-dashboard/gigs/{id}/{step}. The seller area's layout lets only sellers in, and admins
 * to a saved gig; the server answers a gig of someone else's 403 to anyone but an admin.
 */
export function Component() {
  const params = useParams();
  // An admin who sells nothing came from the admin's list of gigs, and goes back there.
  const home: EditorHome = useSellerArea().seller
    ? { path: pagePaths.sellerGigs(), label: 'My gigs' }
    : { path: pagePaths.adminGigs(), label: 'Manage Job' };
  if (params.id === undefined) return <GigEditor gig={null} step="overview" home={home} />;
  const id = parseRouteId(params.id);
  if (id === undefined) return <GigNotFound />;
  if (!(GIG_EDITOR_STEPS as readonly string[]).includes(params.step ?? ''))
    return <Navigate to={pagePaths.editSellerGig(id)} replace />;
  return <SavedGig id={id} step={params.step as GigEditorStep} home={home} />;
}

function SavedGig({ id, step, home }: { id: number; step: GigEditorStep; home: EditorHome }) {
  const gig = useQuery(sellerGigQueries.one(id));
  if (gig.isPending) return <AreaLoading label="Loading your gig…" />;
  if (gig.isError) {
    if (gig.error instanceof ApiError && [403, 404].includes(gig.error.status))
      return <GigNotFound />;
    return (
      <NotFoundNotice title="This gig could not load">
        {refusalOf(gig.error) ?? 'Check your connection and reload the page.'}
      </NotFoundNotice>
    );
  }
  return <GigEditor gig={gig.data} step={step} home={home} />;
}

function GigNotFound() {
  return (
    <NotFoundNotice title="Gig not found">
      There is no gig of yours at this address. Your gigs are listed in your seller dashboard.
    </NotFoundNotice>
  );
}
