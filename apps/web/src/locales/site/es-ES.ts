import landing from './landing/es-ES.json';
import pages from './pages/es-ES.json';
import widgets from './widgets/es-ES.json';

/** The public site's strings in es-ES, one chunk: landing sections, floating widgets, other public pages. */
export default [landing, widgets, pages] as Record<string, unknown>[];
