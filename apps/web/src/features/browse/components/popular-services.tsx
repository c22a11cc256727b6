import { Link } from 'react-router';
import { pagePaths } from '@giglane/contract/page-paths';
import { Carousel } from '../../../components/carousel';
import { usePopularServices, type PopularService } from '../hooks/use-popular-services';
import { POPULAR_COUNT, POPULAR_PER_VIEW } from '../landing-content';

const TILE_COLOURS = [
  'bg-brand-800',
  'bg-violet-900',
  'bg-blue-900',
  'bg-rose-900',
  'bg-emerald-900',
  'bg-amber-800',
  'bg-indigo-900',
  'bg-fuchsia-900',
  'bg-cyan-900',
  'bg-slate-800',
];

export function PopularServices() {
  const { tiles, isError, refetch } = usePopularServices();
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Popular services
      </h2>
      <p className="mt-2 text-slate-600">
        The categories businesses hire for most, ready to start today.
      </p>
      {!tiles && !isError && (
        <p role="status" className="sr-only">
          Loading popular services…
        </p>
      )}
      <div className="mt-8">
        {isError ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-semibold text-slate-900">
              We couldn&apos;t load the popular services.
            </p>
            <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-5 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Try again
            </button>
          </div>
        ) : (
          <Carousel label="Popular services" perView={POPULAR_PER_VIEW} gap={20}>
            {tiles
              ? tiles.map((tile, index) => (
                  <ServiceTile
                    key={tile.id}
                    tile={tile}
                    colour={TILE_COLOURS[index % TILE_COLOURS.length]!}
                  />
                ))
              : Array.from({ length: POPULAR_COUNT }, (_, index) => <TileSkeleton key={index} />)}
          </Carousel>
        )}
      </div>
    </section>
  );
}

function ServiceTile({ tile, colour }: { tile: PopularService; colour: string }) {
  return (
    <Link
      to={pagePaths.subcategory(tile.id)}
      className={`group flex h-full flex-col rounded-2xl p-2 text-white shadow-sm transition duration-300 hover:shadow-lg ${colour}`}
    >
      <span className="block px-3 pt-3 text-sm font-medium text-white/80">{tile.tagline}</span>
      <span className="block min-h-[3.5rem] px-3 pb-4 pt-1 text-xl font-bold leading-tight">
        {tile.name}
      </span>
      <span className="mt-auto block overflow-hidden rounded-xl">
        {/* A subcategory an admin made without a picture keeps the tile's shape, not an empty src. */}
        {tile.picture ? (
          <img
            src={tile.picture}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <span aria-hidden className="block aspect-[4/3] w-full bg-white/10" />
        )}
      </span>
    </Link>
  );
}

function TileSkeleton() {
  return (
    <div className="flex h-full animate-pulse flex-col rounded-2xl bg-slate-100 p-2" aria-hidden>
      <span className="mx-3 mt-4 block h-3 w-2/3 rounded bg-slate-200" />
      <span className="mx-3 mb-6 mt-3 block h-5 w-1/2 rounded bg-slate-200" />
      <span className="mt-auto block aspect-[4/3] rounded-xl bg-slate-200" />
    </div>
  );
}
