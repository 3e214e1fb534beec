import { AiAssistPage } from '@/features/ai/components/ai-assist-page';

// A lazy route (issue 24): the conversation and the stream parser load only here.
export { AiAssistPage as Component };
