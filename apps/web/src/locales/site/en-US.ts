import landing from './landing/en-US.json';
import pages from './pages/en-US.json';
import widgets from './widgets/en-US.json';

/** The public site's strings in en-US, one chunk: landing sections, floating widgets, other public pages. */
export default [landing, widgets, pages] as Record<string, unknown>[];
