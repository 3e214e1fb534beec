import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docPath } from '@/config/paths';
import { useCardDocs } from '../api/docs-api';

/** In the card dialog (issue 26): the documents that mention the card with '#', those the reader may open. */
export function CardDocs({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const docs = useCardDocs(cardId).data ?? [];
  if (docs.length === 0) return null;
  return (
    <section aria-labelledby={`card-docs-${cardId}`} className="flex flex-col gap-2">
      <h3 id={`card-docs-${cardId}`} className="text-sm font-semibold">
        {t('docs.card.title')}
      </h3>
      <ul className="flex flex-wrap gap-2" data-testid="card-docs">
        {docs.map((doc) => (
          <li key={doc.id}>
            <Link
              to={docPath(doc.id)}
              className="inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm hover:bg-muted"
            >
              {doc.icon ? <span aria-hidden>{doc.icon}</span> : <FileText className="size-3.5" aria-hidden />}
              {doc.title || t('docs.untitled')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
