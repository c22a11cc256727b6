const boxes = {
  32: 'size-8 text-xs',
  40: 'size-10 text-sm',
  48: 'size-12 text-base',
  96: 'size-24 text-3xl',
} as const;

/** A round portrait, or the first letter of the name when the person has no picture. */
export function PersonAvatar({
  name,
  src,
  size,
  lazy = false,
}: {
  name: string;
  src: string;
  size: keyof typeof boxes;
  lazy?: boolean;
}) {
  const box = boxes[size];
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      className={`${box} shrink-0 rounded-full bg-slate-100 object-cover`}
    />
  ) : (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
