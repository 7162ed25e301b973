// Build facts injected by webpack's DefinePlugin in every app (scripts/webpack/create-app-config.cjs).
declare const __SUITE_BUILD__: { name: string; version: string; builtAt: string };

declare module '*.css';
