// Keeps the app inside its Content-Security-Policy (index.html), which forbids building code from
// text: zod's schema fast path compiles with new Function, and even its caught probe is reported.
// main.tsx imports this first, so it runs before any schema is built or used.
import { config } from 'zod/v4/core';

config({ jitless: true });
