import { useId, useState, type KeyboardEvent } from 'react';
import { GIG_PAGE_PICTURE_SIZES, srcSetOf } from '@giglane/contract/gig-offer-values';
import { Icon } from '../../../components/icon';
import type { GigPicture } from '../../../lib/api/gigs';

/**
 * The gig's pictures, the cover first: one large picture, arrows to step through them (also the
 * arrow keys while the gallery has focus), and a thumbnail button for each. A gig with no gallery
 * shows its single picture.
 */
export function GigGallery({
  pictures,
  image,
  title,
}: {
  pictures: readonly GigPicture[];
  /** The gig's own picture, for a gig without a gallery. */
  image: string;
  title: string;
}) {
  const baseId = useId();
  const [shown, setShown] = useState(0);
  const count = pictures.length;

  if (count === 0)
    return (
      <img
        src={image}
        alt={title}
        width={800}
        height={450}
        loading="eager"
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
      />
    );

  const step = (by: 1 | -1) => setShown((current) => (current + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <section aria-roledescription="gallery" aria-label="Gig pictures" onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {pictures.map((picture, index) => (
          <img
            key={picture.url}
            id={`${baseId}-${index}`}
            src={picture.url}
            srcSet={srcSetOf(picture)}
            sizes={GIG_PAGE_PICTURE_SIZES}
            alt={count === 1 ? title : `${title}: picture ${index + 1} of ${count}`}
            width={picture.width}
            height={picture.height}
            // The cover is the page's largest paint; the others wait until asked for.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            hidden={index !== shown}
            className="aspect-[16/9] w-full object-cover"
          />
        ))}
        {count > 1 && (
          <>
            <GalleryArrow direction="previous" onClick={() => step(-1)} />
            <GalleryArrow direction="next" onClick={() => step(1)} />
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-950/60 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {shown + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-3" aria-label="Choose a picture">
          {pictures.map((picture, index) => (
            <li key={picture.url} className="w-24 sm:w-28">
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${count}`}
                aria-controls={`${baseId}-${index}`}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setShown(index)}
                className={`block w-full overflow-hidden rounded-lg border-2 transition ${
                  index === shown
                    ? 'border-brand-700'
                    : 'border-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <img
                  src={picture.sizes[0]?.url ?? picture.url}
                  alt=""
                  width={112}
                  height={63}
                  loading="lazy"
                  className="aspect-[16/9] w-full bg-slate-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryArrow({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous picture' : 'Next picture'}
      onClick={onClick}
      className={`absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-900/10 transition hover:bg-white ${
        direction === 'previous' ? 'left-3' : 'right-3'
      }`}
    >
      <Icon name={direction === 'previous' ? 'slidePrevious' : 'slideNext'} />
    </button>
  );
}
