import { useEffect, useId, useRef } from 'react';
import { Icon } from './icon';

export type VideoDialogProps = {
  /** Shown while true; the caller's trigger sets it and `onClose` clears it. */
  open: boolean;
  /** Called on the close button, a click on the backdrop and Escape. */
  onClose: () => void;
  /** Heading of the popup and its accessible name. */
  title: string;
  /** An MP4 clip; it starts playing muted as the popup opens. */
  src: string;
  poster?: string;
};

/**
 * A modal video popup on the native `<dialog>`: the browser keeps focus inside it and the page
 * behind it inert. It closes on its close button, a click outside the video and Escape, and hands
 * focus back to whatever opened it.
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <button onClick={() => setOpen(true)}>Play video</button>
 * <VideoDialog open={open} onClose={() => setOpen(false)} title="How Giglane works" src="/media/promo.mp4" />
 * ```
 */
export function VideoDialog({ open, ...props }: VideoDialogProps) {
  return open ? <OpenVideoDialog {...props} /> : null;
}

function OpenVideoDialog({ onClose, title, src, poster }: Omit<VideoDialogProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    // The page behind should not scroll under the wheel while the video is up.
    root.style.overflow = 'hidden';
    element.showModal();
    return () => {
      element.close();
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Escape closes the dialog natively; follow it so the state agrees.
      onClose={onClose}
      // Only the dialog's own padding lies outside the player: a click there is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-transparent p-4 backdrop:bg-slate-950/80 backdrop:backdrop-blur-sm open:flex sm:p-10"
    >
      <div className="w-full max-w-4xl">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-base font-semibold text-white sm:text-lg">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close video"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-white/20 focus-visible:outline-white"
          >
            <Icon name="close" strokeWidth={2} />
          </button>
        </div>
        <video
          src={src}
          poster={poster}
          controls
          autoPlay
          muted
          playsInline
          className="aspect-video w-full rounded-xl bg-black shadow-2xl"
        />
      </div>
    </dialog>
  );
}
