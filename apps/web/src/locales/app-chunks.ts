/**
 * Which of the signed-in pages' strings (`app/<locale>.json`) load with the application shell
 * (issue 25). Everything else loads by top-level key, with the routes that need it
 * (`routeStrings` in src/app/router.tsx) or on first use (src/lib/i18n.ts); see
 * vite/app-locale-plugin.ts and src/locales/README.md.
 *
 * An entry is a top-level key (the whole feature), a dotted path (one subtree) or `*.<key>`
 * (that subtree of every feature: `*.nav` holds the sidebar's labels). Keep this list
 * to what the shell and the boards index show: the sidebar, the header (timer, notifications,
 * search, focus, quick actions), the shortcuts dialog and the offline banner.
 */
export const coreAppStrings = [
  'boards.index',
  'boards.card',
  'boards.toasts',
  'workspaces.switcher',
  'workspaces.toasts',
  'workspaces.roles',
  'notifications.title',
  'notifications.readAll',
  'notifications.loadFailed',
  'notifications.retry',
  'notifications.kinds',
  'notifications.item',
  'notifications.bell',
  'notifications.empty',
  'focus',
  'search',
  'offline',
  'shortcuts',
  'shortcutsHelp',
  'quickActions',
  'time.timer',
  'time.review',
  'boardView.shortcuts',
  'cards.empty',
  'cards.priority',
  'cards.fields',
  'cards.toasts',
  '*.nav',
  'aiInsights.menuEntry',
  'billing.prompt',
  'billing.readOnly',
] as const;
