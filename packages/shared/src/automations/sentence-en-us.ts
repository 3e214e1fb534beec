import type { Phrases } from './sentence.ts';

/** The en-US words of the rule sentence (sentence.ts). */

const FIELDS = {
  priority: 'priority',
  dueDate: 'due date',
  valueBrl: 'value',
  title: 'title',
  description: 'description',
} as const;
const TEXT_FIELDS = { title: 'the title', description: 'the description', comment: 'the comment' } as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NOTIFY = { assignee: 'the assignee', creator: 'the card creator', board_admins: 'the board admins' };
const STRATEGIES = {
  skills_balanced: 'auto-assign by skills and load',
  least_loaded: 'auto-assign to the least loaded person',
  round_robin: 'auto-assign round-robin',
};

export const enUS: Phrases = {
  missing: { column: 'deleted column', label: 'deleted label', user: 'removed person', webhook: 'deleted webhook' },
  conjunctions: { and: 'and', or: 'or', nor: 'nor' },
  priorities: { critical: 'critical', high: 'high', medium: 'medium', low: 'low' },
  units: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  sentence: (trigger, conditions, actions) =>
    conditions ? `${trigger}, if ${conditions}, then ${actions}` : `${trigger}, then ${actions}`,
  actor: (filter, w) => {
    if (filter.kind === 'any') return ' by anyone or an automation';
    if (filter.kind === 'any_human') return '';
    const users = w.users(filter.userIds ?? []);
    return filter.negate ? ` by anyone except ${users}` : ` by ${users}`;
  },
  triggers: {
    'card.created': (t, w) => `When a card is created${t.columnId ? ` in ${w.columns([t.columnId])}` : ''}`,
    'card.moved': (t, w) =>
      `When a card is moved${t.fromColumnId ? ` from ${w.columns([t.fromColumnId])}` : ''}${
        t.toColumnId ? ` to ${w.columns([t.toColumnId])}` : ''
      }`,
    'card.field_changed': (t, w) =>
      `When a card's ${FIELDS[t.field]} changes${t.from !== undefined ? ` from ${t.from ? w.priority(t.from) : '**none**'}` : ''}${
        t.to !== undefined ? ` to ${t.to ? w.priority(t.to) : '**none**'}` : ''
      }`,
    'card.assignee_changed': (t, w) => {
      const users = t.userIds ? w.users(t.userIds) : '';
      if (t.change === 'assigned') return `When a card is assigned${users ? ` to ${users}` : ''}`;
      if (t.change === 'unassigned') return `When a card is unassigned${users ? ` from ${users}` : ''}`;
      return `When a card's assignee changes${users ? ` (${users})` : ''}`;
    },
    'card.label_added': (t, w) =>
      `When ${t.labelIds ? `the label ${w.labels(t.labelIds)}` : 'a label'} is added to a card`,
    'card.label_removed': (t, w) =>
      `When ${t.labelIds ? `the label ${w.labels(t.labelIds)}` : 'a label'} is removed from a card`,
    'comment.added': (t, w) => {
      let text = 'When a comment is added';
      if (t.textContains) text += ` containing ${w.quote(t.textContains)}`;
      if (t.mentionsAssignee !== undefined)
        text += t.mentionsAssignee ? ' mentioning the assignee' : ' not mentioning the assignee';
      if (t.authorRole)
        text += t.authorRole === 'assignee' ? ' by the assignee' : ' by someone other than the assignee';
      return text;
    },
    'checklist.item_checked': () => 'When a checklist item is checked',
    'checklist.completed': () => "When a card's checklist is completed",
    'card.due_approaching': (t, w) => `When a card is due in ${w.duration(t.beforeMinutes)}`,
    'card.overdue': (t, w) =>
      t.afterMinutes === 0
        ? 'When a card becomes overdue'
        : `When a card has been overdue for ${w.duration(t.afterMinutes)}`,
    'card.stale': (t, w) =>
      `When a card has ${t.basis === 'not_moved' ? 'not moved' : 'had no activity'} for ${w.duration(t.days * 1440)}${
        t.inColumnIds ? ` in ${w.columns(t.inColumnIds)}` : ''
      }`,
    schedule: (t, w) => {
      const at = t.at ? ` at **${t.at}**` : '';
      const when =
        t.cron !== undefined
          ? `On the schedule **${t.cron}**`
          : t.every === 'day'
            ? `Every day${at}`
            : t.every === 'weekday'
              ? `Every weekday${at}`
              : t.every === 'week'
                ? `Every **${WEEKDAYS[t.weekday ?? 0]}**${at}`
                : `On day **${t.dayOfMonth}** of every month${at}`;
      const zone = t.tz !== 'America/Sao_Paulo' ? ` (${t.tz} time)` : '';
      return `${when}${zone}${t.scope.columnIds ? `, for the cards in ${w.columns(t.scope.columnIds)}` : ''}`;
    },
    'button.card': (t) => `When the card button **${t.label}** is clicked`,
    'button.board': (t) => `When the board button **${t.label}** is clicked`,
  },
  leaves: {
    column: (c, w) => `it is ${c.op === 'in' ? '' : 'not '}in ${w.columns(c.columnIds)}`,
    priority: (c, w) =>
      ({
        eq: `priority is ${w.priority(c.value)}`,
        neq: `priority is not ${w.priority(c.value)}`,
        gte: `priority is ${w.priority(c.value)} or higher`,
        lte: `priority is ${w.priority(c.value)} or lower`,
      })[c.op],
    labels: (c, w) =>
      c.mode === 'none'
        ? `it does not have the label ${w.labels(c.labelIds)}`
        : c.mode === 'all' && c.labelIds.length > 1
          ? `it has the labels ${w.labels(c.labelIds, 'and')}`
          : `it has the label ${w.labels(c.labelIds)}`,
    assignee: (c, w) =>
      ({
        is: `the assignee is ${w.users(c.userIds ?? [])}`,
        in: `the assignee is ${w.users(c.userIds ?? [])}`,
        is_not: `the assignee is not ${w.users(c.userIds ?? [])}`,
        is_empty: 'it has no assignee',
        is_not_empty: 'it has an assignee',
      })[c.op],
    due_date: (c, w) =>
      ({
        is_set: 'it has a due date',
        not_set: 'it has no due date',
        overdue: 'it is overdue',
        within_next: `it is due within ${w.duration(c.minutes ?? 0)}`,
        after: `it is due after ${c.date ? w.date(c.date) : ''}`,
        before: `it is due before ${c.date ? w.date(c.date) : ''}`,
      })[c.op],
    value_brl: (c, w) => {
      const amount = w.brl(c.amountCents ?? 0);
      return {
        gt: `value is more than ${amount}`,
        gte: `value is at least ${amount}`,
        lt: `value is less than ${amount}`,
        lte: `value is at most ${amount}`,
        between: `value is between ${amount} and ${w.brl(c.maxCents ?? 0)}`,
        is_empty: 'it has no value',
      }[c.op];
    },
    checklist: (c) =>
      ({
        all_done: 'the checklist is complete',
        has_open: 'the checklist has open items',
        progress_gte: `the checklist is at least **${c.percent ?? 0}%** done`,
        none: 'it has no checklist',
      })[c.op],
    text: (c, w) =>
      `${TEXT_FIELDS[c.field]} ${
        {
          contains: `contains ${w.quote(c.value)}`,
          not_contains: `does not contain ${w.quote(c.value)}`,
          starts_with: `starts with ${w.quote(c.value)}`,
          regex: `matches /${c.value}/`,
        }[c.op]
      }`,
    actor: (c, w) => {
      const who = c.userIds ? w.users(c.userIds) : c.kind === 'automation' ? 'an automation' : 'a person';
      return `it was ${c.op === 'is' ? '' : 'not '}done by ${who}`;
    },
  },
  actions: {
    move_card: (a, w) => `move to ${w.columns([a.columnId])}${a.position === 'top' ? ' (at the top)' : ''}`,
    set_priority: (a, w) => `set priority to ${w.priority(a.value)}`,
    add_labels: (a, w) => `add the label${a.labelIds.length > 1 ? 's' : ''} ${w.labels(a.labelIds, 'and')}`,
    remove_labels: (a, w) =>
      a.all || !a.labelIds
        ? 'remove all labels'
        : `remove the label${a.labelIds.length > 1 ? 's' : ''} ${w.labels(a.labelIds, 'and')}`,
    assign_user: (a, w) =>
      a.userId
        ? `assign to ${w.users([a.userId])}`
        : a.to === 'creator'
          ? 'assign to the card creator'
          : 'assign to whoever did it',
    unassign: () => 'remove the assignee',
    auto_assign: (a, w) =>
      `${STRATEGIES[a.strategy]}${
        a.fallback === 'leave_unassigned_and_label' && a.fallbackLabelId
          ? ` (if nobody fits, add ${w.labels([a.fallbackLabelId])})`
          : a.fallback === 'specific_user' && a.fallbackUserId
            ? ` (if nobody fits, assign to ${w.users([a.fallbackUserId])})`
            : ''
      }`,
    set_due_date: (a, w) => {
      const span = [
        a.days
          ? `${Math.abs(a.days)}${a.businessDays ? ' business' : ''} ${Math.abs(a.days) === 1 ? 'day' : 'days'}`
          : '',
        a.hours ? w.duration(Math.abs(a.hours) * 60) : '',
      ]
        .filter(Boolean)
        .join(' and ');
      if (a.mode === 'clear') return 'clear the due date';
      if (a.mode === 'absolute') return `set the due date to ${a.date ? w.date(a.date) : ''}`;
      if (a.mode === 'from_now') return `set the due date to **${span}** from now`;
      return `${(a.days ?? 0) < 0 || (a.hours ?? 0) < 0 ? 'bring forward' : 'push back'} the due date by **${span}**`;
    },
    set_value_brl: (a, w) => (a.clear ? 'clear the value' : `set the value to ${w.brl(a.amountCents ?? 0)}`),
    add_comment: (a, w) => `add the comment ${w.quote(a.template)}`,
    add_checklist: (a, w) =>
      a.items.length === 1 ? `add the checklist item ${w.quote(a.items[0]!)}` : `add ${a.items.length} checklist items`,
    check_all_items: (a) => (a.checked ? 'check all checklist items' : 'uncheck all checklist items'),
    create_card: (a, w) => `create the card ${w.quote(a.titleTemplate)} in ${w.columns([a.columnId])}`,
    archive_card: () => 'archive the card',
    notify: (a, w) =>
      `notify ${w.list(
        a.to.map((target) => (typeof target === 'string' ? NOTIFY[target] : w.users([target.userId]))),
        'and',
      )}${a.channel === 'email' ? ' by email' : ''}`,
    send_webhook: (a, w) => `send the webhook ${w.webhook(a.webhookId)}`,
  },
};
