/**
 * The AI module's shared contracts (issue 24): `@rbax/shared/ai/index`. Each file is also
 * importable alone (`@rbax/shared/ai/settings`, `@rbax/shared/ai/assist`).
 */
export * from './settings.ts';
export * from './assist.ts';
export * from './insights.ts';
