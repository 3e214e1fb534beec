/** sonner itself, beside the `sonner` the app imports (src/lib/toast.ts; vite.config.ts). */
declare module 'sonner-impl' {
  export * from 'sonner';
}
