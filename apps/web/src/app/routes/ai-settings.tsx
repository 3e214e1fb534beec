import { AiSettingsPage } from '@/features/ai/components/ai-settings-page';

// A lazy route (issue 24): the AI pages stay out of the shell and the board.
export { AiSettingsPage as Component };
