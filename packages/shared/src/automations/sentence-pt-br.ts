import type { Phrases } from './sentence.ts';

/** '1 dia', '1 hora': the verb agrees with one. */
const oneUnit = (duration: string) => duration.startsWith('1 ');

/** The pt-BR words of the rule sentence (sentence.ts). */

const FIELDS = {
  priority: 'a prioridade',
  dueDate: 'o prazo',
  valueBrl: 'o valor',
  title: 'o título',
  description: 'a descrição',
} as const;
const TEXT_FIELDS = { title: 'o título', description: 'a descrição', comment: 'o comentário' } as const;
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const NOTIFY = {
  assignee: 'o responsável',
  creator: 'quem criou o card',
  board_admins: 'os administradores do quadro',
};
const STRATEGIES = {
  skills_balanced: 'atribuir automaticamente por skills e carga',
  least_loaded: 'atribuir automaticamente a quem tem menos carga',
  round_robin: 'atribuir automaticamente em rodízio',
};

export const ptBR: Phrases = {
  missing: {
    column: 'coluna removida',
    label: 'etiqueta removida',
    user: 'pessoa removida',
    webhook: 'webhook removido',
  },
  conjunctions: { and: 'e', or: 'ou', nor: 'nem' },
  priorities: { critical: 'crítica', high: 'alta', medium: 'média', low: 'baixa' },
  units: { day: ['dia', 'dias'], hour: ['hora', 'horas'], minute: ['minuto', 'minutos'] },
  sentence: (trigger, conditions, actions) =>
    conditions ? `${trigger}, se ${conditions}, então ${actions}` : `${trigger}, então ${actions}`,
  actor: (filter, w) => {
    if (filter.kind === 'any') return ' por qualquer pessoa ou automação';
    if (filter.kind === 'any_human') return '';
    const users = w.users(filter.userIds ?? []);
    return filter.negate ? ` por qualquer pessoa exceto ${users}` : ` por ${users}`;
  },
  triggers: {
    'card.created': (t, w) => `Quando um card for criado${t.columnId ? ` em ${w.columns([t.columnId])}` : ''}`,
    'card.moved': (t, w) =>
      `Quando um card for movido${t.fromColumnId ? ` de ${w.columns([t.fromColumnId])}` : ''}${
        t.toColumnId ? ` para ${w.columns([t.toColumnId])}` : ''
      }`,
    'card.field_changed': (t, w) =>
      `Quando ${FIELDS[t.field]} de um card mudar${t.from !== undefined ? ` de ${t.from ? w.priority(t.from) : '**nenhuma**'}` : ''}${
        t.to !== undefined ? ` para ${t.to ? w.priority(t.to) : '**nenhuma**'}` : ''
      }`,
    'card.assignee_changed': (t, w) => {
      const users = t.userIds ? w.users(t.userIds) : '';
      if (t.change === 'assigned') return `Quando um card for atribuído${users ? ` a ${users}` : ''}`;
      if (t.change === 'unassigned')
        return `Quando ${users ? `${users} deixar de ser responsável por um card` : 'um card ficar sem responsável'}`;
      return `Quando o responsável de um card mudar${users ? ` (${users})` : ''}`;
    },
    'card.label_added': (t, w) =>
      `Quando ${t.labelIds ? `a etiqueta ${w.labels(t.labelIds)}` : 'uma etiqueta'} for adicionada a um card`,
    'card.label_removed': (t, w) =>
      `Quando ${t.labelIds ? `a etiqueta ${w.labels(t.labelIds)}` : 'uma etiqueta'} for removida de um card`,
    'comment.added': (t, w) => {
      let text = 'Quando um comentário for adicionado';
      if (t.textContains) text += ` contendo ${w.quote(t.textContains)}`;
      if (t.mentionsAssignee !== undefined)
        text += t.mentionsAssignee ? ' mencionando o responsável' : ' sem mencionar o responsável';
      if (t.authorRole)
        text += t.authorRole === 'assignee' ? ' pelo responsável' : ' por alguém que não é o responsável';
      return text;
    },
    'checklist.item_checked': () => 'Quando um item do checklist for marcado',
    'checklist.completed': () => 'Quando o checklist de um card for concluído',
    'card.due_approaching': (t, w) =>
      `Quando ${oneUnit(w.duration(t.beforeMinutes)) ? 'faltar' : 'faltarem'} ${w.duration(t.beforeMinutes)} para o prazo de um card`,
    'card.overdue': (t, w) =>
      t.afterMinutes === 0
        ? 'Quando o prazo de um card vencer'
        : `Quando um card estiver atrasado há ${w.duration(t.afterMinutes)}`,
    'card.stale': (t, w) =>
      `Quando um card ficar ${w.duration(t.days * 1440)} ${t.basis === 'not_moved' ? 'sem ser movido' : 'sem atividade'}${
        t.inColumnIds ? ` em ${w.columns(t.inColumnIds)}` : ''
      }`,
    schedule: (t, w) => {
      const at = t.at ? ` às **${t.at}**` : '';
      const when =
        t.cron !== undefined
          ? `No agendamento **${t.cron}**`
          : t.every === 'day'
            ? `Todo dia${at}`
            : t.every === 'weekday'
              ? `Todo dia útil${at}`
              : t.every === 'week'
                ? `Toda **${WEEKDAYS[t.weekday ?? 0]}**${at}`
                : `Todo dia **${t.dayOfMonth}** do mês${at}`;
      const zone = t.tz !== 'America/Sao_Paulo' ? ` (fuso ${t.tz})` : '';
      return `${when}${zone}${t.scope.columnIds ? `, para os cards em ${w.columns(t.scope.columnIds)}` : ''}`;
    },
    'button.card': (t) => `Ao clicar no botão **${t.label}** de um card`,
    'button.board': (t) => `Ao clicar no botão **${t.label}** do quadro`,
  },
  leaves: {
    column: (c, w) => `${c.op === 'in' ? 'estiver' : 'não estiver'} em ${w.columns(c.columnIds)}`,
    priority: (c, w) =>
      ({
        eq: `a prioridade for ${w.priority(c.value)}`,
        neq: `a prioridade não for ${w.priority(c.value)}`,
        gte: `a prioridade for ${w.priority(c.value)} ou maior`,
        lte: `a prioridade for ${w.priority(c.value)} ou menor`,
      })[c.op],
    labels: (c, w) =>
      c.mode === 'none'
        ? `não tiver a etiqueta ${w.labels(c.labelIds, 'nor')}`
        : c.mode === 'all' && c.labelIds.length > 1
          ? `tiver as etiquetas ${w.labels(c.labelIds, 'and')}`
          : `tiver a etiqueta ${w.labels(c.labelIds)}`,
    assignee: (c, w) =>
      ({
        is: `o responsável for ${w.users(c.userIds ?? [])}`,
        in: `o responsável for ${w.users(c.userIds ?? [])}`,
        is_not: `o responsável não for ${w.users(c.userIds ?? [], 'nor')}`,
        is_empty: 'não tiver responsável',
        is_not_empty: 'tiver responsável',
      })[c.op],
    due_date: (c, w) =>
      ({
        is_set: 'tiver prazo',
        not_set: 'não tiver prazo',
        overdue: 'estiver atrasado',
        within_next: `o prazo vencer em até ${w.duration(c.minutes ?? 0)}`,
        after: `o prazo for depois de ${c.date ? w.date(c.date) : ''}`,
        before: `o prazo for antes de ${c.date ? w.date(c.date) : ''}`,
      })[c.op],
    value_brl: (c, w) => {
      const amount = w.brl(c.amountCents ?? 0);
      return {
        gt: `o valor for maior que ${amount}`,
        gte: `o valor for maior ou igual a ${amount}`,
        lt: `o valor for menor que ${amount}`,
        lte: `o valor for menor ou igual a ${amount}`,
        between: `o valor estiver entre ${amount} e ${w.brl(c.maxCents ?? 0)}`,
        is_empty: 'não tiver valor',
      }[c.op];
    },
    checklist: (c) =>
      ({
        all_done: 'o checklist estiver completo',
        has_open: 'o checklist tiver itens abertos',
        progress_gte: `o checklist estiver pelo menos **${c.percent ?? 0}%** concluído`,
        none: 'não tiver checklist',
      })[c.op],
    text: (c, w) =>
      `${TEXT_FIELDS[c.field]} ${
        {
          contains: `contiver ${w.quote(c.value)}`,
          not_contains: `não contiver ${w.quote(c.value)}`,
          starts_with: `começar com ${w.quote(c.value)}`,
          regex: `corresponder a /${c.value}/`,
        }[c.op]
      }`,
    actor: (c, w) => {
      const who = c.userIds ? w.users(c.userIds) : c.kind === 'automation' ? 'uma automação' : 'uma pessoa';
      return `a ação ${c.op === 'is' ? 'for' : 'não for'} de ${who}`;
    },
  },
  actions: {
    move_card: (a, w) => `mover para ${w.columns([a.columnId])}${a.position === 'top' ? ' (no topo)' : ''}`,
    set_priority: (a, w) => `definir a prioridade como ${w.priority(a.value)}`,
    add_labels: (a, w) =>
      a.labelIds.length > 1
        ? `adicionar as etiquetas ${w.labels(a.labelIds, 'and')}`
        : `adicionar a etiqueta ${w.labels(a.labelIds)}`,
    remove_labels: (a, w) =>
      a.all || !a.labelIds
        ? 'remover todas as etiquetas'
        : a.labelIds.length > 1
          ? `remover as etiquetas ${w.labels(a.labelIds, 'and')}`
          : `remover a etiqueta ${w.labels(a.labelIds)}`,
    assign_user: (a, w) =>
      a.userId
        ? `atribuir a ${w.users([a.userId])}`
        : a.to === 'creator'
          ? 'atribuir a quem criou o card'
          : 'atribuir a quem fez a ação',
    unassign: () => 'remover o responsável',
    auto_assign: (a, w) =>
      `${STRATEGIES[a.strategy]}${
        a.fallback === 'leave_unassigned_and_label' && a.fallbackLabelId
          ? ` (sem ninguém disponível, adicionar ${w.labels([a.fallbackLabelId])})`
          : a.fallback === 'specific_user' && a.fallbackUserId
            ? ` (sem ninguém disponível, atribuir a ${w.users([a.fallbackUserId])})`
            : ''
      }`,
    set_due_date: (a, w) => {
      const span = [
        a.days
          ? `${Math.abs(a.days)} ${Math.abs(a.days) === 1 ? 'dia' : 'dias'}${a.businessDays ? (Math.abs(a.days) === 1 ? ' útil' : ' úteis') : ''}`
          : '',
        a.hours ? w.duration(Math.abs(a.hours) * 60) : '',
      ]
        .filter(Boolean)
        .join(' e ');
      if (a.mode === 'clear') return 'remover o prazo';
      if (a.mode === 'absolute') return `definir o prazo para ${a.date ? w.date(a.date) : ''}`;
      if (a.mode === 'from_now') return `definir o prazo para daqui a **${span}**`;
      return `${(a.days ?? 0) < 0 || (a.hours ?? 0) < 0 ? 'antecipar' : 'adiar'} o prazo em **${span}**`;
    },
    set_value_brl: (a, w) => (a.clear ? 'remover o valor' : `definir o valor como ${w.brl(a.amountCents ?? 0)}`),
    add_comment: (a, w) => `adicionar o comentário ${w.quote(a.template)}`,
    add_checklist: (a, w) =>
      a.items.length === 1
        ? `adicionar ao checklist o item ${w.quote(a.items[0]!)}`
        : `adicionar ${a.items.length} itens ao checklist`,
    check_all_items: (a) =>
      a.checked ? 'marcar todos os itens do checklist' : 'desmarcar todos os itens do checklist',
    create_card: (a, w) => `criar o card ${w.quote(a.titleTemplate)} em ${w.columns([a.columnId])}`,
    archive_card: () => 'arquivar o card',
    notify: (a, w) =>
      `notificar ${w.list(
        a.to.map((target) => (typeof target === 'string' ? NOTIFY[target] : w.users([target.userId]))),
        'and',
      )}${a.channel === 'email' ? ' por email' : ''}`,
    send_webhook: (a, w) => `enviar o webhook ${w.webhook(a.webhookId)}`,
  },
};
