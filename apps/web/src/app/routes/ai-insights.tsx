import { AiInsightsPage } from '@/features/ai/insights/components/ai-insights-page';

export { AiInsightsPage as Component };
