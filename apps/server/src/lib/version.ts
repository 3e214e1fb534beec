// Imported, not read from disk: esbuild inlines it into the bundle (dist/server.js), where a path
// relative to import.meta.url would point elsewhere (docs/decisions/029).
import serverPackage from '#package.json' with { type: 'json' };

/** The server package's version, shown by `/api/health` and the OpenAPI document. */
export const appVersion: string = serverPackage.version;
