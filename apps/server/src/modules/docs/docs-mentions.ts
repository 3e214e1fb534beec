import type { DocMention } from '@rbax/shared/docs/docs';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import { docLevelOf } from './docs-access.ts';
import { docsMentioningCard } from './docs-repository.ts';

/** `GET /cards/:id/docs`: the documents mentioning a card the caller reads, those they may read. */
export async function docsMentioning(
  deps: Pick<Deps, 'db'>,
  actor: SessionUser,
  cardId: string,
): Promise<DocMention[]> {
  await cardForAction(deps.db, actor, cardId, 'read');
  const docs = await docsMentioningCard(deps.db, cardId);
  const readable = await Promise.all(docs.map(async (doc) => ((await docLevelOf(deps.db, actor, doc)) ? doc : null)));
  return readable
    .filter((doc): doc is NonNullable<typeof doc> => doc !== null)
    .map((doc) => ({ id: doc.id, title: doc.title, icon: doc.icon }));
}
