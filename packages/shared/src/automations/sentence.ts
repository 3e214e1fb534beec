import type { Priority } from '../cards.ts';
import type { Locale } from '../i18n.ts';
import type {
  ActionOf,
  ActionType,
  ActorFilter,
  Automation,
  ConditionLeaf,
  ConditionNode,
  ConditionTree,
  TriggerOf,
  TriggerType,
} from './rules.ts';
import { isConditionLeaf } from './rules.ts';
import { formatBrlCents } from './template-vars.ts';
import { enUS } from './sentence-en-us.ts';
import { esES } from './sentence-es-es.ts';
import { ptBR } from './sentence-pt-br.ts';

/**
 * The sentence that says what a rule does (issue 20; automations.md §7.1.3), in the user's
 * language: 'Quando um card for movido para **Concluído**, se tiver a etiqueta **bug**, então
 * mover para **Arquivo** e adicionar o comentário "…"'. Names are resolved from ids and set in
 * `**bold**` for the web to render; an id that no longer resolves reads 'coluna removida' etc.
 * Amounts are always written the Brazilian way ('R$ 1.234,56'): the currency is the real.
 * The words of each language live in sentence-<locale>.ts.
 */

export interface AutomationLookup {
  column(id: string): string | undefined;
  label(id: string): string | undefined;
  user(id: string): string | undefined;
  webhook?(id: string): string | undefined;
}

/** A lookup over the board's lists. */
export function lookupFrom(lists: {
  columns?: readonly { id: string; name: string }[];
  labels?: readonly { id: string; name: string }[];
  users?: readonly { id: string; name: string }[];
  webhooks?: readonly { id: string; name: string }[];
}): AutomationLookup {
  const find = (list: readonly { id: string; name: string }[] | undefined) => (id: string) =>
    list?.find((item) => item.id === id)?.name;
  return {
    column: find(lists.columns),
    label: find(lists.labels),
    user: find(lists.users),
    webhook: find(lists.webhooks),
  };
}

type Conjunction = 'and' | 'or' | 'nor';

/** Formatting helpers a language's phrases use; names come back bold. */
export interface Words {
  columns(ids: readonly string[], conjunction?: Conjunction): string;
  labels(ids: readonly string[], conjunction?: Conjunction): string;
  users(ids: readonly string[], conjunction?: Conjunction): string;
  webhook(id: string): string;
  priority(value: Priority): string;
  brl(cents: number): string;
  date(iso: string): string;
  /** Minutes as days, hours or minutes ('1 dia', '90 minutos'). */
  duration(minutes: number): string;
  quote(text: string): string;
  list(items: readonly string[], conjunction?: Conjunction): string;
}

type TriggerPhrases = { [K in TriggerType]: (trigger: TriggerOf<K>, w: Words) => string };
type LeafPhrases = { [K in ConditionLeaf['type']]: (leaf: Extract<ConditionLeaf, { type: K }>, w: Words) => string };
type ActionPhrases = { [K in ActionType]: (action: ActionOf<K>, w: Words) => string };

export interface Phrases {
  missing: { column: string; label: string; user: string; webhook: string };
  conjunctions: Record<Conjunction, string>;
  priorities: Record<Priority, string>;
  units: { day: [string, string]; hour: [string, string]; minute: [string, string] };
  /** The sentence from its parts; `conditions` is null when the rule has none. */
  sentence(trigger: string, conditions: string | null, actions: string): string;
  actor(filter: ActorFilter, w: Words): string;
  triggers: TriggerPhrases;
  leaves: LeafPhrases;
  actions: ActionPhrases;
}

const PHRASES: Record<Locale, Phrases> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
const QUOTE_MAX = 60;
const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

function words(lookup: AutomationLookup, locale: Locale, phrases: Phrases, timeZone: string): Words {
  const bold = (text: string) => `**${text}**`;
  const list = (items: readonly string[], conjunction: Conjunction = 'or') => {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')} ${phrases.conjunctions[conjunction]} ${items[items.length - 1]}`;
  };
  const names =
    (find: (id: string) => string | undefined, missing: string) =>
    (ids: readonly string[], conjunction: Conjunction = 'or') =>
      list(
        ids.map((id) => bold(find(id) ?? missing)),
        conjunction,
      );
  const plural = ([one, many]: [string, string], n: number) => `${n} ${Math.abs(n) === 1 ? one : many}`;
  return {
    columns: names((id) => lookup.column(id), phrases.missing.column),
    labels: names((id) => lookup.label(id), phrases.missing.label),
    users: names((id) => lookup.user(id), phrases.missing.user),
    webhook: (id) => bold(lookup.webhook?.(id) ?? phrases.missing.webhook),
    priority: (value) => bold(phrases.priorities[value]),
    brl: (cents) => bold(formatBrlCents(cents)),
    date: (iso) => bold(new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone }).format(new Date(iso))),
    duration: (minutes) => {
      if (minutes !== 0 && minutes % 1440 === 0) return plural(phrases.units.day, minutes / 1440);
      if (minutes !== 0 && minutes % 60 === 0) return plural(phrases.units.hour, minutes / 60);
      return plural(phrases.units.minute, minutes);
    },
    quote: (text) => `"${text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text}"`,
    list,
  };
}

function describeTree(tree: ConditionTree, phrases: Phrases, w: Words): string | null {
  if (tree.items.length === 0) return null;
  const node = (item: ConditionNode, nested: boolean): string => {
    if (isConditionLeaf(item)) return (phrases.leaves[item.type] as (leaf: ConditionLeaf, w: Words) => string)(item, w);
    const inner = item.items.map((child) => node(child, true));
    const text = w.list(inner, item.op === 'all' ? 'and' : 'or');
    return nested && inner.length > 1 ? `(${text})` : text;
  };
  return w.list(
    tree.items.map((item) => node(item, tree.items.length > 1)),
    tree.op === 'all' ? 'and' : 'or',
  );
}

/** The rule's sentence in `locale` (pt-BR by default). */
export function describeAutomation(
  rule: Pick<Automation, 'trigger' | 'conditions' | 'actions'>,
  lookup: AutomationLookup,
  locale: Locale = 'pt-BR',
  options: { timeZone?: string } = {},
): string {
  const phrases = PHRASES[locale];
  const w = words(lookup, locale, phrases, options.timeZone ?? DEFAULT_TIME_ZONE);
  const trigger = rule.trigger;
  let when = (phrases.triggers[trigger.type] as (t: typeof trigger, w: Words) => string)(trigger, w);
  if ('actor' in trigger) when += phrases.actor(trigger.actor, w);
  const conditions = describeTree(rule.conditions, phrases, w);
  const actions = w.list(
    rule.actions.map((action) => (phrases.actions[action.type] as (a: typeof action, w: Words) => string)(action, w)),
    'and',
  );
  return phrases.sentence(when, conditions, actions);
}
