import { TemplateDetailPage } from '@/features/marketplace/components/template-detail-page';

// A lazy route of the template marketplace (issue 27).
export { TemplateDetailPage as Component };
