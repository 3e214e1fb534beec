import type { TFunction } from 'i18next';

/** Spec §3: a demo card lives only in the visitor's browser. */
export const demoStatuses = ['todo', 'inprogress', 'done'] as const;
export type DemoStatus = (typeof demoStatuses)[number];
export type DemoPriority = 'high' | 'medium' | 'low';

export type DemoCard = {
  id: string;
  title: string;
  description: string;
  status: DemoStatus;
  priority: DemoPriority;
  assignee: string;
};

type SeedId = 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6';

const seeds: Array<Omit<DemoCard, 'id' | 'title' | 'description'> & { id: SeedId }> = [
  { id: 'c1', status: 'todo', priority: 'high', assignee: 'Ana Souza' },
  { id: 'c2', status: 'todo', priority: 'medium', assignee: 'Bruno Lima' },
  { id: 'c3', status: 'inprogress', priority: 'high', assignee: 'Carla Dias' },
  { id: 'c4', status: 'inprogress', priority: 'low', assignee: 'Diego Alves' },
  { id: 'c5', status: 'done', priority: 'medium', assignee: 'Elisa Rocha' },
  { id: 'c6', status: 'done', priority: 'low', assignee: 'Felipe Costa' },
];

/** The demo's starting board, in the visitor's language. */
export function initialDemoCards(t: TFunction): DemoCard[] {
  return seeds.map((seed) => ({
    ...seed,
    title: t(`site.widgets.demo.cards.${seed.id}.title`),
    description: t(`site.widgets.demo.cards.${seed.id}.description`),
  }));
}

/** Moves a card to the end of another column; the same array when nothing changes. */
export function moveDemoCard(cards: DemoCard[], id: string, status: DemoStatus): DemoCard[] {
  const card = cards.find((candidate) => candidate.id === id);
  if (!card || card.status === status) return cards;
  return [...cards.filter((candidate) => candidate.id !== id), { ...card, status }];
}

export function countByStatus(cards: DemoCard[]): Record<DemoStatus, number> {
  const counts: Record<DemoStatus, number> = { todo: 0, inprogress: 0, done: 0 };
  for (const card of cards) counts[card.status] += 1;
  return counts;
}
