import type { Locale } from '../i18n.ts';
import { foldSearchText } from '../search.ts';
import type { CreateAutomationInput } from './rules.ts';

/**
 * Ready-made rules (issue 20; automations.md §7.8, Kanboard-style recipes): each builds a rule
 * for one board from its columns and labels, found by name (folded, in the three languages);
 * the last column is 'done'. A template that needs what the board lacks (a label 'parado')
 * builds null, and the builder shows it as unavailable. Built rules are ordinary rules: people
 * review and save them.
 */

export interface TemplateBoard {
  columns: readonly { id: string; name: string }[];
  labels: readonly { id: string; name: string }[];
}

export interface AutomationTemplate {
  id: string;
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  /** The texts the rule writes (comments, notifications) are in `locale`; pt-BR by default. */
  build(board: TemplateBoard, locale?: Locale): CreateAutomationInput | null;
}

const fold = (text: string) => foldSearchText(text).trim();
const named = <T extends { name: string }>(items: readonly T[], names: readonly string[]): T | undefined =>
  items.find((item) => names.includes(fold(item.name)));

const TODO_NAMES = ['a fazer', 'to do', 'todo', 'por hacer', 'pendente', 'pendiente'];
const DOING_NAMES = ['em andamento', 'fazendo', 'doing', 'in progress', 'en curso', 'en progreso', 'haciendo'];
const TRIAGE_LABELS = ['triagem', 'needs-triage', 'needs triage', 'triage', 'triaje'];
const STALE_LABELS = ['parado', 'stale', 'estancado'];

const done = (board: TemplateBoard) => board.columns.at(-1);
/** Every column but the last: where open work is. */
const notDone = (board: TemplateBoard) => {
  const last = done(board);
  return last ? [{ type: 'column' as const, op: 'not_in' as const, columnIds: [last.id] }] : [];
};
const text = (pt: string, en: string, es: string): Record<Locale, string> => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': es,
});

export const automationTemplates: readonly AutomationTemplate[] = [
  {
    id: 'done-checklist-archive',
    name: text(
      'Ao concluir, marcar checklist e arquivar em 7 dias',
      'When done, check the checklist and archive in 7 days',
      'Al terminar, marcar el checklist y archivar en 7 días',
    ),
    description: text(
      'Sete dias depois de chegar na última coluna, o card tem o checklist marcado e é arquivado.',
      'Seven days after reaching the last column, the card gets its checklist checked and is archived.',
      'Siete días después de llegar a la última columna, se marca el checklist de la tarjeta y se archiva.',
    ),
    build: (board) => {
      const last = done(board);
      if (!last) return null;
      return {
        name: 'Ao concluir, marcar checklist e arquivar em 7 dias',
        trigger: { type: 'card.stale', days: 7, basis: 'not_moved', inColumnIds: [last.id] },
        actions: [{ type: 'check_all_items', checked: true }, { type: 'archive_card' }],
      };
    },
  },
  {
    id: 'assign-by-skills-todo',
    name: text(
      'Atribuir por skills ao entrar em A Fazer',
      'Assign by skills on entering To do',
      'Asignar por habilidades al entrar en Por hacer',
    ),
    description: text(
      'Quem tem as skills das etiquetas do card e menos carga recebe o card; sem ninguém, a etiqueta de triagem.',
      'The person with the skills of the card’s labels and the least load gets the card; if nobody fits, the triage label.',
      'Recibe la tarjeta quien tiene las habilidades de sus etiquetas y menos carga; si nadie encaja, la etiqueta de triaje.',
    ),
    build: (board) => {
      const todo = named(board.columns, TODO_NAMES) ?? board.columns[0];
      if (!todo) return null;
      const triage = named(board.labels, TRIAGE_LABELS);
      return {
        name: 'Atribuir por skills ao entrar em A Fazer',
        trigger: { type: 'card.moved', toColumnId: todo.id },
        actions: [
          {
            type: 'auto_assign',
            strategy: 'skills_balanced',
            skills: { source: 'labels', match: 'all', relaxTo: 'best_partial' },
            ...(triage
              ? { fallback: 'leave_unassigned_and_label' as const, fallbackLabelId: triage.id }
              : { fallback: 'leave_unassigned' as const }),
          },
        ],
      };
    },
  },
  {
    id: 'due-reminder',
    name: text(
      'Lembrete 1 dia antes do prazo',
      'Reminder 1 day before the due date',
      'Recordatorio 1 día antes de la fecha límite',
    ),
    description: text(
      'Avisa o responsável um dia antes do prazo de um card ainda aberto.',
      'Notifies the assignee one day before an open card is due.',
      'Avisa al responsable un día antes de que venza una tarjeta abierta.',
    ),
    build: (board, locale = 'pt-BR') =>
      board.columns.length === 0
        ? null
        : {
            name: 'Lembrete 1 dia antes do prazo',
            trigger: { type: 'card.due_approaching', beforeMinutes: 1440 },
            conditions: { op: 'all', items: notDone(board) },
            actions: [
              {
                type: 'notify',
                to: ['assignee'],
                template: text(
                  'O prazo de "{{card.title}}" vence em {{card.dueDate}}.',
                  '"{{card.title}}" is due on {{card.dueDate}}.',
                  '"{{card.title}}" vence el {{card.dueDate}}.',
                )[locale],
              },
            ],
          },
  },
  {
    id: 'sla-critical',
    name: text('SLA: crítico em 24 horas', 'SLA: critical within 24 hours', 'SLA: crítica en 24 horas'),
    description: text(
      'Quando a prioridade vira crítica, o prazo passa a ser daqui a 24 horas.',
      'When priority becomes critical, the due date is set to 24 hours from now.',
      'Cuando la prioridad pasa a crítica, la fecha límite queda en 24 horas.',
    ),
    build: () => ({
      name: 'SLA: crítico em 24 horas',
      trigger: { type: 'card.field_changed', field: 'priority', to: 'critical' },
      actions: [{ type: 'set_due_date', mode: 'from_now', hours: 24 }],
    }),
  },
  {
    id: 'sla-high',
    name: text('SLA: alta em 5 dias úteis', 'SLA: high within 5 business days', 'SLA: alta en 5 días laborables'),
    description: text(
      'Quando a prioridade vira alta, o prazo passa a ser daqui a 5 dias úteis.',
      'When priority becomes high, the due date is set to 5 business days from now.',
      'Cuando la prioridad pasa a alta, la fecha límite queda en 5 días laborables.',
    ),
    build: () => ({
      name: 'SLA: alta em 5 dias úteis',
      trigger: { type: 'card.field_changed', field: 'priority', to: 'high' },
      actions: [{ type: 'set_due_date', mode: 'from_now', days: 5, businessDays: true }],
    }),
  },
  {
    id: 'stale-label',
    name: text(
      'Marcar como parado após 14 dias sem atividade',
      'Flag as stale after 14 days without activity',
      'Marcar como estancada tras 14 días sin actividad',
    ),
    description: text(
      'Um card aberto sem atividade há 14 dias recebe a etiqueta "parado" e um comentário.',
      'An open card without activity for 14 days gets the "stale" label and a comment.',
      'Una tarjeta abierta sin actividad durante 14 días recibe la etiqueta "estancado" y un comentario.',
    ),
    build: (board, locale = 'pt-BR') => {
      const stale = named(board.labels, STALE_LABELS);
      if (!stale || board.columns.length === 0) return null;
      return {
        name: 'Marcar como parado após 14 dias sem atividade',
        trigger: { type: 'card.stale', days: 14, basis: 'no_activity' },
        conditions: { op: 'all', items: notDone(board) },
        actions: [
          { type: 'add_labels', labelIds: [stale.id] },
          {
            type: 'add_comment',
            template: text(
              'Sem atividade há 14 dias. Ainda está em andamento?',
              'No activity for 14 days. Is this still in progress?',
              'Sin actividad desde hace 14 días. ¿Sigue en curso?',
            )[locale],
          },
        ],
      };
    },
  },
  {
    id: 'auto-archive-done',
    name: text(
      'Arquivar concluídos após 30 dias',
      'Archive done cards after 30 days',
      'Archivar terminadas tras 30 días',
    ),
    description: text(
      'Cards na última coluna há 30 dias são arquivados.',
      'Cards in the last column for 30 days are archived.',
      'Las tarjetas que llevan 30 días en la última columna se archivan.',
    ),
    build: (board) => {
      const last = done(board);
      if (!last) return null;
      return {
        name: 'Arquivar concluídos após 30 dias',
        trigger: { type: 'card.stale', days: 30, basis: 'not_moved', inColumnIds: [last.id] },
        actions: [{ type: 'archive_card' }],
      };
    },
  },
  {
    id: 'overdue-notify',
    name: text('Avisar quando atrasar', 'Notify when overdue', 'Avisar cuando venza'),
    description: text(
      'Quando o prazo de um card aberto vence, o responsável e quem criou o card são avisados.',
      'When an open card becomes overdue, its assignee and creator are notified.',
      'Cuando vence una tarjeta abierta, se avisa al responsable y a quien la creó.',
    ),
    build: (board, locale = 'pt-BR') =>
      board.columns.length === 0
        ? null
        : {
            name: 'Avisar quando atrasar',
            trigger: { type: 'card.overdue', afterMinutes: 0 },
            conditions: { op: 'all', items: notDone(board) },
            actions: [
              {
                type: 'notify',
                to: ['assignee', 'creator'],
                template: text(
                  '"{{card.title}}" está atrasado ({{card.url}}).',
                  '"{{card.title}}" is overdue ({{card.url}}).',
                  '"{{card.title}}" está vencida ({{card.url}}).',
                )[locale],
              },
            ],
          },
  },
  {
    id: 'assign-on-start',
    name: text('Atribuir a quem começa', 'Assign to whoever starts it', 'Asignar a quien la empieza'),
    description: text(
      'Quem move um card sem responsável para Em andamento passa a ser o responsável.',
      'Whoever moves an unassigned card into In progress becomes its assignee.',
      'Quien mueve una tarjeta sin responsable a En curso pasa a ser su responsable.',
    ),
    build: (board) => {
      const doing = named(board.columns, DOING_NAMES) ?? (board.columns.length >= 3 ? board.columns[1] : undefined);
      if (!doing) return null;
      return {
        name: 'Atribuir a quem começa',
        trigger: { type: 'card.moved', toColumnId: doing.id },
        conditions: { op: 'all', items: [{ type: 'assignee', op: 'is_empty' }] },
        actions: [{ type: 'assign_user', to: 'actor' }],
      };
    },
  },
  {
    id: 'checklist-done-move',
    name: text('Checklist completo → concluir', 'Checklist complete → done', 'Checklist completo → terminar'),
    description: text(
      'Quando todos os itens do checklist são marcados, o card vai para a última coluna.',
      'When every checklist item is checked, the card moves to the last column.',
      'Cuando se marcan todos los elementos del checklist, la tarjeta pasa a la última columna.',
    ),
    build: (board) => {
      const last = done(board);
      if (!last || board.columns.length < 2) return null;
      return {
        name: 'Checklist completo → concluir',
        trigger: { type: 'checklist.completed' },
        conditions: { op: 'all', items: notDone(board) },
        actions: [{ type: 'move_card', columnId: last.id, position: 'top' }],
      };
    },
  },
];

/** A template built for a board, named and worded in `locale` (what the builder opens). */
export function buildAutomationTemplate(
  template: AutomationTemplate,
  board: TemplateBoard,
  locale: Locale,
): CreateAutomationInput | null {
  const built = template.build(board, locale);
  return built ? { ...built, name: template.name[locale] } : null;
}
