import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { VideoDialog } from '../../../components/video-dialog';

/** A poster that opens its clip in the video popup. */
export function VideoPoster({
  src,
  poster,
  title,
  className = '',
}: {
  src: string;
  poster: string;
  /** What the clip is; names the button and heads the popup. */
  title: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Play video: ${title}`}
        className={`group relative block w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg shadow-slate-900/10 ring-1 ring-slate-900/5 ${className}`}
      >
        <img
          src={poster}
          alt=""
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        {/* Icon only on narrow posters, where a labelled pill would cover the picture. */}
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-white/95 p-1.5 text-sm font-semibold text-slate-900 shadow-md transition group-hover:bg-white sm:bottom-4 sm:left-4 lg:pr-4">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-white transition group-hover:bg-brand-800">
            <Icon name="playLarge" className="ml-0.5 size-4" />
          </span>
          <span className="hidden lg:inline">Play video</span>
        </span>
      </button>
      <VideoDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        src={src}
        poster={poster}
      />
    </>
  );
}
