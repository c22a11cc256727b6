import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up pages: the form card beside a side panel. */
export function AuthLayout({
  title,
  subtitle,
  aside,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
        <div className="p-6 sm:p-10">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
        <div className="relative hidden min-h-[28rem] md:block">{aside}</div>
      </div>
    </div>
  );
}
