import type { ReactNode } from 'react';
import { GlobeScene, PaymentScene, ReviewScene, SearchScene } from './account-scenes';

export type RegisterSlide = { title: string; text: string; background: string; scene: ReactNode };

/** The sign-up page's slides: what a new member gets, each with a picture drawn for it. */
export const registerSlides: RegisterSlide[] = [
  {
    title: 'Find the right talent, fast',
    text: 'Browse services in every category, from a new logo to a complete website.',
    background: 'from-brand-700 via-brand-800 to-brand-900',
    scene: <SearchScene />,
  },
  {
    title: 'Work with experts anywhere',
    text: 'Independent professionals from around the world, ready when you are.',
    background: 'from-slate-800 via-brand-900 to-slate-900',
    scene: <GlobeScene />,
  },
  {
    title: 'Clear prices, no surprises',
    text: 'See what a service costs before you hire, and pay for exactly what you ordered.',
    background: 'from-brand-800 via-teal-900 to-slate-900',
    scene: <PaymentScene />,
  },
  {
    title: 'Rated by real buyers',
    text: 'Every review comes from an order, so you know whom to trust with your project.',
    background: 'from-slate-900 via-slate-800 to-brand-800',
    scene: <ReviewScene />,
  },
];

/** One slide: the picture above its caption, clear of the carousel's controls at the bottom. */
export function RegisterSlideView({ slide }: { slide: RegisterSlide }) {
  return (
    <div
      className={`flex h-full flex-col bg-gradient-to-br ${slide.background} px-8 pb-24 pt-10 text-white lg:px-10`}
    >
      <div className="flex min-h-0 flex-1 items-center justify-center">
        <svg viewBox="0 0 360 260" className="h-auto max-h-full w-full max-w-[24rem]" aria-hidden>
          {slide.scene}
        </svg>
      </div>
      <p className="mt-8 text-2xl font-bold leading-snug">{slide.title}</p>
      <p className="mt-2 max-w-sm text-[0.95rem] leading-relaxed text-brand-50/90">{slide.text}</p>
    </div>
  );
}
