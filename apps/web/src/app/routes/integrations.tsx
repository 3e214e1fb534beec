import { IntegrationsPage } from '@/features/integrations/components/integrations-page';

export { IntegrationsPage as Component };
