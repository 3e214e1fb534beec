/** The landing's drag demo (spec §2): three columns, a few local cards, no requests. */
export const demoColumns = ['todo', 'inProgress', 'done'] as const;
export type DemoColumn = (typeof demoColumns)[number];

/** `id` doubles as the card's i18n key (`site.landing.dragDemo.<id>`). */
export type DemoCard = { id: 'card1' | 'card2' | 'card3' | 'card4'; column: DemoColumn };

export const initialDemoCards: readonly DemoCard[] = [
  { id: 'card1', column: 'todo' },
  { id: 'card2', column: 'todo' },
  { id: 'card3', column: 'inProgress' },
  { id: 'card4', column: 'done' },
];

export function isDemoCardId(value: string): value is DemoCard['id'] {
  return initialDemoCards.some((card) => card.id === value);
}

export function isDemoColumn(value: string): value is DemoColumn {
  return (demoColumns as readonly string[]).includes(value);
}

export type DemoMove = {
  cards: readonly DemoCard[];
  /** The card changed column. */
  moved: boolean;
  /** The card arrived in 'Concluído': the demo's automation runs ('Automação executada'). */
  completed: boolean;
};

/** Moves a card to the end of another column; moving to its own column (or an unknown card) changes nothing. */
export function moveDemoCard(cards: readonly DemoCard[], cardId: string, to: DemoColumn): DemoMove {
  const card = cards.find((candidate) => candidate.id === cardId);
  if (!card || card.column === to) return { cards, moved: false, completed: false };
  return {
    cards: [...cards.filter((candidate) => candidate !== card), { ...card, column: to }],
    moved: true,
    completed: to === 'done',
  };
}
