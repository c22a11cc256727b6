import { srcSetOf } from '@giglane/contract/gig-offer-values';
import type { GigPicture } from '../lib/api/gigs';
import { Icon } from './icon';

/**
 * A gig's cover filling a small frame, in the size that fits `sizes`; a picture icon for a gig
 * without one.
 */
export function CoverImage({ cover, sizes }: { cover: GigPicture | null; sizes: string }) {
  if (!cover)
    return (
      <span className="flex size-full items-center justify-center text-slate-400">
        <Icon name="image" className="size-7" />
      </span>
    );
  return (
    <img
      src={cover.url}
      srcSet={srcSetOf(cover)}
      sizes={sizes}
      alt=""
      width={cover.width}
      height={cover.height}
      loading="lazy"
      className="size-full object-cover"
    />
  );
}
