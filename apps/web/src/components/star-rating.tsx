import { useState } from 'react';
import { Icon } from './icon';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;
type Size = keyof typeof sizes;

function Star({ fill, size }: { fill: number; size: Size }) {
  return (
    <span className={`relative inline-block ${sizes[size]} shrink-0`}>
      <Icon name="star" className="absolute inset-0 size-full text-slate-300" />
      {fill > 0 && (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${fill * 100}%` }}
        >
          <Icon name="star" className={`${sizes[size]} text-amber-500`} />
        </span>
      )}
    </span>
  );
}

/**
 * Read-only stars for a score out of 5, filled to the tenth. Screen readers hear one label
 * ("Rated 4.8 out of 5") instead of five pictures.
 */
export function StarRating({
  value,
  size = 'sm',
  label,
}: {
  value: number;
  size?: Size;
  label?: string;
}) {
  const clamped = Math.min(5, Math.max(0, value));
  const rounded = Math.round(clamped * 10) / 10;
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${rounded} out of 5`}
      className="inline-flex items-center gap-0.5"
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} fill={Math.min(1, Math.max(0, clamped - index))} size={size} />
      ))}
    </span>
  );
}

const starWords = ['Terrible', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

/**
 * A star input: five native radio buttons in a fieldset, so arrow keys, Tab and screen readers
 * behave as for any radio group; the stars are their visible labels.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex items-center gap-0.5" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              onMouseEnter={() => setHovered(stars)}
              className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <Icon
                name="star"
                className={`size-7 transition-colors ${stars <= shown ? 'text-amber-500' : 'text-slate-300'}`}
              />
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-slate-600" aria-hidden>
          {starWords[shown - 1]}
        </span>
      </div>
    </fieldset>
  );
}
