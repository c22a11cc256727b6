import { Icon } from '../../../components/icon';
import { PROMO } from '../landing-content';
import { VideoPoster } from './video-poster';

export function Promo() {
  return (
    <section aria-labelledby="promo-title" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16 lg:py-24">
        <div>
          <h2
            id="promo-title"
            className="text-3xl font-bold leading-tight tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {PROMO.title}
          </h2>
          <ul className="mt-8 space-y-6">
            {PROMO.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name="tick" className="size-4" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-1 text-slate-600">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <VideoPoster src={PROMO.video.src} poster={PROMO.video.poster} title={PROMO.video.title} />
      </div>
    </section>
  );
}
