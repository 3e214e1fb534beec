import { AutomationsPanel } from '@/features/automations/components/automations-panel';

// The automations panel is its own chunk: the board page does not carry the builder.
export { AutomationsPanel as Component };
