import type { ReactNode } from 'react';

/** Wordmarks of made-up customer brands, drawn for Giglane and shown in one grey. */
const BRANDS: { name: string; width: number; mark: ReactNode }[] = [
  {
    name: 'Fernleaf Coffee',
    width: 132,
    mark: (
      <>
        <path d="M3 27C3 13 12 4 27 4c0 14-8 24-24 23z" />
        <path
          d="M6 24L20 11"
          fill="none"
          stroke="var(--strip)"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <text
          x="34"
          y="23"
          fontSize="21"
          fontWeight="700"
          textLength="96"
          lengthAdjust="spacingAndGlyphs"
        >
          fernleaf
        </text>
      </>
    ),
  },
  {
    name: 'Lumen & Oak',
    width: 150,
    mark: (
      <>
        <circle cx="14" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="14" cy="16" r="4.5" />
        <text
          x="34"
          y="22"
          fontSize="16"
          fontFamily="Georgia, 'Times New Roman', serif"
          letterSpacing="2"
          textLength="114"
          lengthAdjust="spacingAndGlyphs"
        >
          LUMEN&amp;OAK
        </text>
      </>
    ),
  },
  {
    name: 'Tidepool',
    width: 128,
    mark: (
      <>
        <path
          d="M2 13c4-5 8-5 12 0s8 5 12 0M2 21c4-5 8-5 12 0s8 5 12 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <text
          x="34"
          y="23"
          fontSize="21"
          fontWeight="800"
          textLength="92"
          lengthAdjust="spacingAndGlyphs"
        >
          tidepool
        </text>
      </>
    ),
  },
  {
    name: 'Brightpath Health',
    width: 146,
    mark: (
      <>
        <path d="M3 27L15 5l12 22h-7l-5-9-5 9z" />
        <text
          x="33"
          y="23"
          fontSize="20"
          fontWeight="700"
          fontStyle="italic"
          textLength="111"
          lengthAdjust="spacingAndGlyphs"
        >
          Brightpath
        </text>
      </>
    ),
  },
  {
    name: 'Orbitly',
    width: 112,
    mark: (
      <>
        <ellipse
          cx="14"
          cy="16"
          rx="13"
          ry="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          transform="rotate(-25 14 16)"
        />
        <circle cx="14" cy="16" r="5" />
        <text
          x="34"
          y="23"
          fontSize="21"
          fontWeight="600"
          textLength="76"
          lengthAdjust="spacingAndGlyphs"
        >
          orbitly
        </text>
      </>
    ),
  },
  {
    name: 'Kestrel & Co.',
    width: 136,
    mark: (
      <>
        <path d="M2 10l12 6 12-6-4 12-8 5-8-5z" />
        <text
          x="33"
          y="23"
          fontSize="19"
          fontWeight="900"
          letterSpacing="1"
          textLength="101"
          lengthAdjust="spacingAndGlyphs"
        >
          KESTREL
        </text>
      </>
    ),
  },
];

export function TrustedBy() {
  return (
    <section
      aria-labelledby="trusted-title"
      className="border-b border-slate-200 bg-slate-50 [--strip:var(--color-slate-50)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-7 sm:px-6 lg:flex-row lg:gap-12">
        <h2 id="trusted-title" className="shrink-0 text-sm font-semibold text-slate-500">
          Trusted by:
        </h2>
        <ul className="grid grid-cols-2 items-center justify-items-center gap-x-8 gap-y-5 text-slate-400 sm:grid-cols-3 lg:flex lg:flex-1 lg:justify-between">
          {BRANDS.map((brand) => (
            <li key={brand.name}>
              <svg
                role="img"
                aria-label={brand.name}
                viewBox={`0 0 ${brand.width} 32`}
                width={brand.width}
                height={32}
                className="h-7 w-auto"
                fill="currentColor"
              >
                {brand.mark}
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
