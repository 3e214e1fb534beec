import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { knowledgeArticlePath } from '@/config/paths';

/** A page's link to its guide in /knowledge: the book icon and the guide's name. */
export function GuideLink({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Link
      to={knowledgeArticlePath(slug)}
      className="inline-flex items-center gap-1.5 rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <BookOpen aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
