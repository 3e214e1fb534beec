import type { ReactNode } from 'react';

/** Title block at the top of a public page. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:pt-16">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p> : null}
      {children}
    </div>
  );
}
