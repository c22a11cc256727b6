import { ReviewScene } from './account-scenes';

/** The side panel of the recovery pages: the brand's scene, without sign-in's selling points. */
export function RecoveryAside({ line }: { line: string }) {
  return (
    <div className="absolute inset-0 flex flex-col bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 p-10 text-white">
      <div className="flex min-h-0 flex-1 items-center justify-center">
        <svg viewBox="0 0 360 260" className="h-auto max-h-full w-full max-w-[20rem]" aria-hidden>
          <ReviewScene />
        </svg>
      </div>
      <p className="mt-6 text-2xl font-bold leading-snug">{line}</p>
    </div>
  );
}

/** The token of a link from a mail: in the fragment, which never reaches a server's logs. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
