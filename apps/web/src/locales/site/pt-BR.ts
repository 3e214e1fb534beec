import landing from './landing/pt-BR.json';
import pages from './pages/pt-BR.json';
import widgets from './widgets/pt-BR.json';

/** The public site's strings in pt-BR, one chunk: landing sections, floating widgets, other public pages. */
export default [landing, widgets, pages] as Record<string, unknown>[];
