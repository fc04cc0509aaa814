#!/usr/bin/env node
// `npx maker-business-builder <command>`: the command line runs from its TypeScript sources.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
