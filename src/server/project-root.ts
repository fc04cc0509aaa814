import { fileURLToPath } from 'node:url';

/**
 * The checkout's root folder, for files the server reads beside its sources (migrations,
 * docs/api.md). Found from this file's place in src/server/; the built server
 * (`tools/build-server.mjs`) sits at the same depth, in build/server/, so it finds the same root.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
