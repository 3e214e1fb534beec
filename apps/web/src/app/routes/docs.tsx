import { DocsPage } from '@/features/docs/components/docs-page';

// A lazy route: the tree loads with /docs; the editor (Tiptap, Yjs) loads only when a page opens.
export { DocsPage as Component };
