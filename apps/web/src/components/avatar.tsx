const boxes = {
  32: 'size-8 text-xs',
  40: 'size-10 text-sm',
  48: 'size-12 text-base',
  96: 'size-24 text-3xl',
} as const;

const tones = {
  solid: 'bg-brand-700 text-white',
  soft: 'bg-brand-100 text-brand-800',
} as const;

/** A round portrait, or the first letter of the name when the person has no picture. */
export function Avatar({
  name,
  src,
  size,
  lazy = false,
  tone = 'solid',
}: {
  name: string;
  src: string;
  size: keyof typeof boxes;
  lazy?: boolean;
  /** The letter's colours: `soft` where many sit in a list (the admin's table). */
  tone?: keyof typeof tones;
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
      className={`${box} flex shrink-0 items-center justify-center rounded-full font-bold ${tones[tone]}`}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
