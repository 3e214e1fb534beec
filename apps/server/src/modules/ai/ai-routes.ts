import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiAssistRoutes } from './ai-assist-routes.ts';
import { aiSettingsRoutes } from './ai-settings-routes.ts';

/** The AI module's routes (issue 24): provider settings, Smart Assist and its proposals. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(aiSettingsRoutes);
  await app.register(aiAssistRoutes);
};
