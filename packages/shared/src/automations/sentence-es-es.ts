import type { Phrases } from './sentence.ts';

/** '1 día', '1 hora': the verb agrees with one. */
const oneUnit = (duration: string) => duration.startsWith('1 ');

/** The es-ES words of the rule sentence (sentence.ts). */

const FIELDS = {
  priority: 'la prioridad',
  dueDate: 'la fecha límite',
  valueBrl: 'el valor',
  title: 'el título',
  description: 'la descripción',
} as const;
const TEXT_FIELDS = { title: 'el título', description: 'la descripción', comment: 'el comentario' } as const;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const NOTIFY = {
  assignee: 'al responsable',
  creator: 'a quien creó la tarjeta',
  board_admins: 'a los administradores del tablero',
};
const STRATEGIES = {
  skills_balanced: 'asignar automáticamente por habilidades y carga',
  least_loaded: 'asignar automáticamente a quien tenga menos carga',
  round_robin: 'asignar automáticamente por turnos',
};

export const esES: Phrases = {
  missing: {
    column: 'columna eliminada',
    label: 'etiqueta eliminada',
    user: 'persona eliminada',
    webhook: 'webhook eliminado',
  },
  conjunctions: { and: 'y', or: 'o', nor: 'ni' },
  priorities: { critical: 'crítica', high: 'alta', medium: 'media', low: 'baja' },
  units: { day: ['día', 'días'], hour: ['hora', 'horas'], minute: ['minuto', 'minutos'] },
  sentence: (trigger, conditions, actions) =>
    conditions ? `${trigger}, si ${conditions}, entonces ${actions}` : `${trigger}, entonces ${actions}`,
  actor: (filter, w) => {
    if (filter.kind === 'any') return ' por cualquier persona o automatización';
    if (filter.kind === 'any_human') return '';
    const users = w.users(filter.userIds ?? []);
    return filter.negate ? ` por cualquier persona excepto ${users}` : ` por ${users}`;
  },
  triggers: {
    'card.created': (t, w) => `Cuando se cree una tarjeta${t.columnId ? ` en ${w.columns([t.columnId])}` : ''}`,
    'card.moved': (t, w) =>
      `Cuando se mueva una tarjeta${t.fromColumnId ? ` desde ${w.columns([t.fromColumnId])}` : ''}${
        t.toColumnId ? ` a ${w.columns([t.toColumnId])}` : ''
      }`,
    'card.field_changed': (t, w) =>
      `Cuando cambie ${FIELDS[t.field]} de una tarjeta${t.from !== undefined ? ` de ${t.from ? w.priority(t.from) : '**ninguna**'}` : ''}${
        t.to !== undefined ? ` a ${t.to ? w.priority(t.to) : '**ninguna**'}` : ''
      }`,
    'card.assignee_changed': (t, w) => {
      const users = t.userIds ? w.users(t.userIds) : '';
      if (t.change === 'assigned') return `Cuando se asigne una tarjeta${users ? ` a ${users}` : ''}`;
      if (t.change === 'unassigned') return `Cuando una tarjeta quede sin responsable${users ? ` (${users})` : ''}`;
      return `Cuando cambie el responsable de una tarjeta${users ? ` (${users})` : ''}`;
    },
    'card.label_added': (t, w) =>
      `Cuando se añada ${t.labelIds ? `la etiqueta ${w.labels(t.labelIds)}` : 'una etiqueta'} a una tarjeta`,
    'card.label_removed': (t, w) =>
      `Cuando se quite ${t.labelIds ? `la etiqueta ${w.labels(t.labelIds)}` : 'una etiqueta'} de una tarjeta`,
    'comment.added': (t, w) => {
      let text = 'Cuando se añada un comentario';
      if (t.textContains) text += ` que contenga ${w.quote(t.textContains)}`;
      if (t.mentionsAssignee !== undefined)
        text += t.mentionsAssignee ? ' que mencione al responsable' : ' que no mencione al responsable';
      if (t.authorRole)
        text += t.authorRole === 'assignee' ? ' del responsable' : ' de alguien que no es el responsable';
      return text;
    },
    'checklist.item_checked': () => 'Cuando se marque un elemento del checklist',
    'checklist.completed': () => 'Cuando se complete el checklist de una tarjeta',
    'card.due_approaching': (t, w) =>
      `Cuando ${oneUnit(w.duration(t.beforeMinutes)) ? 'falte' : 'falten'} ${w.duration(t.beforeMinutes)} para la fecha límite de una tarjeta`,
    'card.overdue': (t, w) =>
      t.afterMinutes === 0
        ? 'Cuando venza la fecha límite de una tarjeta'
        : `Cuando una tarjeta lleve ${w.duration(t.afterMinutes)} vencida`,
    'card.stale': (t, w) =>
      `Cuando una tarjeta lleve ${w.duration(t.days * 1440)} ${t.basis === 'not_moved' ? 'sin moverse' : 'sin actividad'}${
        t.inColumnIds ? ` en ${w.columns(t.inColumnIds)}` : ''
      }`,
    schedule: (t, w) => {
      const at = t.at ? ` a las **${t.at}**` : '';
      const when =
        t.cron !== undefined
          ? `Según la programación **${t.cron}**`
          : t.every === 'day'
            ? `Todos los días${at}`
            : t.every === 'weekday'
              ? `Cada día laborable${at}`
              : t.every === 'week'
                ? `Cada **${WEEKDAYS[t.weekday ?? 0]}**${at}`
                : `El día **${t.dayOfMonth}** de cada mes${at}`;
      const zone = t.tz !== 'America/Sao_Paulo' ? ` (zona ${t.tz})` : '';
      return `${when}${zone}${t.scope.columnIds ? `, para las tarjetas en ${w.columns(t.scope.columnIds)}` : ''}`;
    },
    'button.card': (t) => `Al pulsar el botón **${t.label}** de una tarjeta`,
    'button.board': (t) => `Al pulsar el botón **${t.label}** del tablero`,
  },
  leaves: {
    column: (c, w) => `${c.op === 'in' ? 'está' : 'no está'} en ${w.columns(c.columnIds)}`,
    priority: (c, w) =>
      ({
        eq: `la prioridad es ${w.priority(c.value)}`,
        neq: `la prioridad no es ${w.priority(c.value)}`,
        gte: `la prioridad es ${w.priority(c.value)} o mayor`,
        lte: `la prioridad es ${w.priority(c.value)} o menor`,
      })[c.op],
    labels: (c, w) =>
      c.mode === 'none'
        ? `no tiene la etiqueta ${w.labels(c.labelIds, 'nor')}`
        : c.mode === 'all' && c.labelIds.length > 1
          ? `tiene las etiquetas ${w.labels(c.labelIds, 'and')}`
          : `tiene la etiqueta ${w.labels(c.labelIds)}`,
    assignee: (c, w) =>
      ({
        is: `el responsable es ${w.users(c.userIds ?? [])}`,
        in: `el responsable es ${w.users(c.userIds ?? [])}`,
        is_not: `el responsable no es ${w.users(c.userIds ?? [], 'nor')}`,
        is_empty: 'no tiene responsable',
        is_not_empty: 'tiene responsable',
      })[c.op],
    due_date: (c, w) =>
      ({
        is_set: 'tiene fecha límite',
        not_set: 'no tiene fecha límite',
        overdue: 'está vencida',
        within_next: `vence en menos de ${w.duration(c.minutes ?? 0)}`,
        after: `vence después del ${c.date ? w.date(c.date) : ''}`,
        before: `vence antes del ${c.date ? w.date(c.date) : ''}`,
      })[c.op],
    value_brl: (c, w) => {
      const amount = w.brl(c.amountCents ?? 0);
      return {
        gt: `el valor es mayor que ${amount}`,
        gte: `el valor es mayor o igual que ${amount}`,
        lt: `el valor es menor que ${amount}`,
        lte: `el valor es menor o igual que ${amount}`,
        between: `el valor está entre ${amount} y ${w.brl(c.maxCents ?? 0)}`,
        is_empty: 'no tiene valor',
      }[c.op];
    },
    checklist: (c) =>
      ({
        all_done: 'el checklist está completo',
        has_open: 'el checklist tiene elementos pendientes',
        progress_gte: `el checklist está al menos al **${c.percent ?? 0}%**`,
        none: 'no tiene checklist',
      })[c.op],
    text: (c, w) =>
      `${TEXT_FIELDS[c.field]} ${
        {
          contains: `contiene ${w.quote(c.value)}`,
          not_contains: `no contiene ${w.quote(c.value)}`,
          starts_with: `empieza por ${w.quote(c.value)}`,
          regex: `coincide con /${c.value}/`,
        }[c.op]
      }`,
    actor: (c, w) => {
      const who = c.userIds ? w.users(c.userIds) : c.kind === 'automation' ? 'una automatización' : 'una persona';
      return `la acción ${c.op === 'is' ? '' : 'no '}es de ${who}`;
    },
  },
  actions: {
    move_card: (a, w) => `mover a ${w.columns([a.columnId])}${a.position === 'top' ? ' (arriba)' : ''}`,
    set_priority: (a, w) => `poner la prioridad en ${w.priority(a.value)}`,
    add_labels: (a, w) =>
      a.labelIds.length > 1
        ? `añadir las etiquetas ${w.labels(a.labelIds, 'and')}`
        : `añadir la etiqueta ${w.labels(a.labelIds)}`,
    remove_labels: (a, w) =>
      a.all || !a.labelIds
        ? 'quitar todas las etiquetas'
        : a.labelIds.length > 1
          ? `quitar las etiquetas ${w.labels(a.labelIds, 'and')}`
          : `quitar la etiqueta ${w.labels(a.labelIds)}`,
    assign_user: (a, w) =>
      a.userId
        ? `asignar a ${w.users([a.userId])}`
        : a.to === 'creator'
          ? 'asignar a quien creó la tarjeta'
          : 'asignar a quien hizo la acción',
    unassign: () => 'quitar el responsable',
    auto_assign: (a, w) =>
      `${STRATEGIES[a.strategy]}${
        a.fallback === 'leave_unassigned_and_label' && a.fallbackLabelId
          ? ` (si nadie encaja, añadir ${w.labels([a.fallbackLabelId])})`
          : a.fallback === 'specific_user' && a.fallbackUserId
            ? ` (si nadie encaja, asignar a ${w.users([a.fallbackUserId])})`
            : ''
      }`,
    set_due_date: (a, w) => {
      const span = [
        a.days
          ? `${Math.abs(a.days)} ${Math.abs(a.days) === 1 ? 'día' : 'días'}${a.businessDays ? (Math.abs(a.days) === 1 ? ' laborable' : ' laborables') : ''}`
          : '',
        a.hours ? w.duration(Math.abs(a.hours) * 60) : '',
      ]
        .filter(Boolean)
        .join(' y ');
      if (a.mode === 'clear') return 'quitar la fecha límite';
      if (a.mode === 'absolute') return `poner la fecha límite el ${a.date ? w.date(a.date) : ''}`;
      if (a.mode === 'from_now') return `poner la fecha límite dentro de **${span}**`;
      return `${(a.days ?? 0) < 0 || (a.hours ?? 0) < 0 ? 'adelantar' : 'retrasar'} la fecha límite **${span}**`;
    },
    set_value_brl: (a, w) => (a.clear ? 'quitar el valor' : `poner el valor en ${w.brl(a.amountCents ?? 0)}`),
    add_comment: (a, w) => `añadir el comentario ${w.quote(a.template)}`,
    add_checklist: (a, w) =>
      a.items.length === 1
        ? `añadir al checklist el elemento ${w.quote(a.items[0]!)}`
        : `añadir ${a.items.length} elementos al checklist`,
    check_all_items: (a) =>
      a.checked ? 'marcar todos los elementos del checklist' : 'desmarcar todos los elementos del checklist',
    create_card: (a, w) => `crear la tarjeta ${w.quote(a.titleTemplate)} en ${w.columns([a.columnId])}`,
    archive_card: () => 'archivar la tarjeta',
    notify: (a, w) =>
      `notificar ${w.list(
        a.to.map((target) => (typeof target === 'string' ? NOTIFY[target] : `a ${w.users([target.userId])}`)),
        'and',
      )}${a.channel === 'email' ? ' por email' : ''}`,
    send_webhook: (a, w) => `enviar el webhook ${w.webhook(a.webhookId)}`,
  },
};
